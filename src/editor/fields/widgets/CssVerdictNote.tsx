import { useDeferredValue, useMemo } from 'react';
import { cssVerdict } from '../../../sanitise/sanitise-css';

/** The sanitiser's verdict on the CSS as it is typed: what the store will drop, why and where, before it is saved. */
export function CssVerdictNote({ css }: { css: string }) {
  const typed = useDeferredValue(css);
  const { dropped } = useMemo(() => cssVerdict(typed), [typed]);
  if (!typed.trim()) return null;
  if (!dropped.length)
    return (
      <p className="field-hint settings-ok" role="status">
        The sanitiser keeps all of it.
      </p>
    );
  return (
    <div className="settings-warning" role="status" aria-label="What the sanitiser drops">
      <p>
        <strong>
          The store will drop {dropped.length} {dropped.length === 1 ? 'part' : 'parts'}
        </strong>{' '}
        (the rest is kept):
      </p>
      <ul>
        {dropped.map((drop, index) => (
          <li key={index}>
            {drop.line === null ? '' : `Line ${drop.line}: `}
            <code>{drop.what.length > 80 ? `${drop.what.slice(0, 80)}…` : drop.what}</code>, because {drop.why}.
          </li>
        ))}
      </ul>
    </div>
  );
}
