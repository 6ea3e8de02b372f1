import type { Finding } from './accessibility-findings';

const placeText = (finding: Finding) => {
  const { place } = finding;
  if (place.kind === 'component') return `${place.title} (${place.index + 1})${place.field ? ` · ${place.field.label}` : ''}`;
  if (place.kind === 'settings') return `Website settings · ${place.title}`;
  return 'The page';
};

/**
 * What axe finds on the page as the canvas shows it, each problem with where the owner fixes it and
 * a button that goes there (the component's field, or the settings' panel).
 */
export function AccessibilityFindings({ findings, onShow }: { findings: readonly Finding[] | null; onShow: (finding: Finding) => void }) {
  return (
    <section className="editor-checks" aria-labelledby="editor-checks-title">
      <h2 id="editor-checks-title" className="editor-checks-title">
        Accessibility{' '}
        <span className="editor-list-meta" role="status">
          {findings === null ? 'checking…' : findings.length ? `${findings.length} to fix` : 'nothing found'}
        </span>
      </h2>
      {findings?.length ? (
        <ul className="editor-checks-list">
          {findings.map((finding, index) => (
            <li key={index} className="editor-check">
              <p className="editor-list-title">
                {placeText(finding)} <span className="editor-badge editor-badge-error">{finding.impact}</span>
              </p>
              <p className="editor-list-meta">
                {finding.help}
                {finding.summary ? `: ${finding.summary}` : ''}
              </p>
              {finding.place.kind === 'page' ? null : (
                <button type="button" className="editor-link" onClick={() => onShow(finding)}>
                  Show where to fix it
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
