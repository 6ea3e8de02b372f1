import parse, { Element } from 'html-react-parser';
import { useDeferredValue, useMemo } from 'react';
import { htmlVerdict } from '../../../sanitise/sanitise-html';
import { HEADER_WIRING, type HeaderSlot } from '../../../shell/header/header-slots';
import { controlRecogniser } from '../../../shell/header/recognise-control';

/** Where store HTML goes: the header or footer (sanitised as chrome, with its wired controls) or a page's content (an HTML block). */
export type HtmlPart = 'header' | 'footer' | 'content';

const EMPTY: Record<HtmlPart, string> = {
  header: 'Empty: the store shows its built-in header.',
  footer: 'Empty: the store shows its built-in footer.',
  content: 'Empty: shoppers see nothing of this block.',
};

/**
 * The sanitiser's verdict on store HTML as it is typed, by the same profile the store renders it with:
 * what it removes, the HTML the store will render, and (for the header) which wired controls it provides.
 */
export function HtmlVerdictNote({ html, part }: { html: string; part: HtmlPart }) {
  const header = part === 'header';
  const typed = useDeferredValue(html);
  const verdict = useMemo(() => htmlVerdict(typed, part === 'content' ? 'content' : 'chrome'), [typed, part]);
  const provided = useMemo(() => {
    if (!header) return [];
    // Recognised as the store will (docs/dynamic-header.md), not only by our names.
    const recognise = controlRecogniser();
    const found = new Set<string>();
    parse(verdict.html, {
      replace(node) {
        const control = node instanceof Element ? recognise(node) : null;
        if (control) found.add(control);
        return undefined;
      },
    });
    return (Object.keys(HEADER_WIRING) as HeaderSlot[]).map((slot) => ({ slot, found: found.has(slot) }));
  }, [verdict.html, header]);
  if (!typed.trim()) return <p className="field-hint">{EMPTY[part]}</p>;
  return (
    <div className="settings-verdict" role="status" aria-label="What the store will render">
      {verdict.removed.length ? (
        <div className="settings-warning">
          <p>
            <strong>Removed by the sanitiser:</strong> {verdict.removed.join(', ')}.
          </p>
        </div>
      ) : (
        <p className="field-hint settings-ok">The sanitiser keeps all of it.</p>
      )}
      {header ? (
        <ul className="settings-slots" aria-label="Wired controls">
          {provided.map(({ slot, found }) => (
            <li key={slot} className={found ? 'settings-ok' : undefined}>
              {found ? '✓' : '–'} <code>{slot}</code>: {HEADER_WIRING[slot]}
              {found ? '' : ' (not provided)'}
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary>The HTML the store will render</summary>
        <pre className="settings-code">{verdict.html || '(nothing)'}</pre>
      </details>
    </div>
  );
}
