import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useOutsidePointer } from '../hooks/use-outside-pointer';
import { placePopper, type Placement } from './place-popper';

interface Props {
  /** Content of the trigger button. */
  trigger: ReactNode;
  children: ReactNode;
  /** Milliseconds before opening / closing (0 by default). */
  openDelay?: number;
  closeDelay?: number;
  /** Open while the pointer is over the trigger or the panel. */
  openOnHover?: boolean;
  zIndex?: number;
  offset?: number;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A button that opens a panel placed like a popper (10 px below, flipping above; z-index 9999).
 * Enter/Space toggle, ↓ opens and focuses the first item, Escape closes back to the trigger,
 * clicking or tabbing away closes.
 */
export function Dropdown({ trigger, children, openDelay = 0, closeDelay = 0, openOnHover = false, zIndex = 9999, offset = 10 }: Props) {
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusFirst = useRef(false);
  const panelId = useId();

  const request = (next: boolean) => {
    clearTimeout(timer.current);
    const delay = next ? openDelay : closeDelay;
    if (delay > 0) timer.current = setTimeout(() => setOpen(next), delay);
    else setOpen(next);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    if (!open || !button.current || !panel.current) return;
    const rect = panel.current.getBoundingClientRect();
    setPlacement(
      placePopper(
        button.current.getBoundingClientRect(),
        { width: rect.width, height: rect.height },
        { width: innerWidth, height: innerHeight },
        offset,
      ),
    );
  }, [open, offset]);
  // Focus moves in only once the panel is placed (and so visible: hidden elements take no focus).
  useEffect(() => {
    if (!open || !placement || !focusFirst.current) return;
    focusFirst.current = false;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open, placement]);
  useEffect(() => {
    if (!open) setPlacement(null);
  }, [open]);

  useOutsidePointer(root, open, () => request(false));

  return (
    <div
      ref={root}
      className="dropdown"
      onMouseEnter={openOnHover ? () => request(true) : undefined}
      onMouseLeave={openOnHover ? () => request(false) : undefined}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) request(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="dropdown-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => request(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            focusFirst.current = true;
            if (open) panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
            else setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      <div
        ref={panel}
        id={panelId}
        className="dropdown-panel"
        hidden={!open}
        style={{
          position: 'fixed',
          zIndex,
          top: placement?.top ?? 0,
          left: placement?.left ?? 0,
          visibility: placement ? 'visible' : 'hidden',
        }}
        data-side={placement?.side}
      >
        {children}
      </div>
    </div>
  );
}
