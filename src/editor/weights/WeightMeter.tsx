import { PAGE_BUDGETS } from '../../../contract/component-weights';
import { kb, type PageWeight } from './page-weight';

/** One figure against its budget, as a meter and in words. */
function Gauge({ label, value, budget }: { label: string; value: number; budget: number }) {
  return (
    <div className="weight-gauge">
      <p className="weight-label">
        {label}: <strong>{kb(value)}</strong> of {kb(budget)}
      </p>
      <meter min={0} max={budget} low={budget * 0.75} high={budget} optimum={0} value={Math.min(value, budget * 1.5)} aria-label={label} />
    </div>
  );
}

/**
 * What the page weighs for a shopper: the store's critical path, its components' code and its images
 * against the budgets, the heaviest components, and warnings (a heavy component above a phone's fold).
 */
export function WeightMeter({ weight }: { weight: PageWeight | null }) {
  return (
    <section className="editor-checks" aria-labelledby="editor-weight-title">
      <h2 id="editor-weight-title" className="editor-checks-title">
        Page weight{' '}
        <span className="editor-list-meta" role="status">
          {weight === null
            ? 'build the store (npm run build) to weigh pages'
            : weight.warnings.length
              ? `${weight.warnings.length} to look at`
              : 'within budget'}
        </span>
      </h2>
      {weight ? (
        <>
          <Gauge label="Store code every page loads" value={weight.criticalPath} budget={PAGE_BUDGETS.criticalPath} />
          <Gauge label="This page’s components" value={weight.js} budget={PAGE_BUDGETS.components} />
          <Gauge label="This page’s images" value={weight.images} budget={PAGE_BUDGETS.images} />
          {weight.warnings.length ? (
            <ul className="editor-checks-list" aria-label="Weight warnings">
              {weight.warnings.map((warning) => (
                <li key={warning} className="editor-check">
                  {warning}
                </li>
              ))}
            </ul>
          ) : null}
          <details>
            <summary>By component</summary>
            <ul className="weight-list">
              {weight.components.map((component) => (
                <li key={component.index}>
                  {component.title} ({component.index + 1}): code {kb(component.js)}, images {kb(component.images)}
                </li>
              ))}
            </ul>
          </details>
        </>
      ) : null}
    </section>
  );
}
