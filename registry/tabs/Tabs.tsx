import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { RendererProps } from '../registry-types';
import { REVEAL_EVENT, useSlotDrawer } from '../slot-context';

/**
 * Tabs, one shown at a time, each drawing its components (WAI-ARIA's tabs pattern: the arrow keys,
 * Home and End move between tabs, and the shown tab is the one Tab reaches). A part of the page asked
 * to show itself (`REVEAL_EVENT`, the editor selecting a component in a hidden tab) shows its tab.
 */
export default function Tabs({ data }: RendererProps<'tabs'>) {
  const drawSlot = useSlotDrawer();
  const id = useId();
  const [active, setActive] = useState(0);
  const shown = Math.min(active, data.tabs.length - 1);
  const root = useRef<HTMLElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const reveal = (event: Event) => {
      // Only this layout's own panels: a tab inside a tab shows both, each by its own listener.
      const panels = [...element.querySelectorAll(':scope > .tabs-panel')];
      const index = panels.findIndex((panel) => panel.contains(event.target as Node));
      if (index >= 0) setActive(index);
    };
    element.addEventListener(REVEAL_EVENT, reveal);
    return () => element.removeEventListener(REVEAL_EVENT, reveal);
  }, []);
  const choose = (index: number) => {
    const count = data.tabs.length;
    const next = (index + count) % count;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const to = { ArrowRight: shown + 1, ArrowLeft: shown - 1, Home: 0, End: data.tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };
  return (
    <section ref={root} className="section tabs">
      {data.title ? (
        <h2 className="tabs-title" id={`${id}-title`}>
          {data.title}
        </h2>
      ) : null}
      <div className="tabs-list" role="tablist" aria-labelledby={data.title ? `${id}-title` : undefined} onKeyDown={onKeyDown}>
        {data.tabs.map((tab, index) => (
          <button
            key={index}
            ref={(button) => {
              tabs.current[index] = button;
            }}
            type="button"
            role="tab"
            className="tabs-tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === shown}
            tabIndex={index === shown ? 0 : -1}
            onClick={() => setActive(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {data.tabs.map((tab, index) => (
        <div
          key={index}
          className="tabs-panel"
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== shown}
        >
          {drawSlot(tab.children, index)}
        </div>
      ))}
    </section>
  );
}
