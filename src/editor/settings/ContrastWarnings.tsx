import type { WebsiteSettings } from '../../../contract/website-settings';
import { AA_TEXT, contrastProblems } from './contrast';

/** The theme's colour pairs whose text falls below WCAG AA, each with its ratio: shown above the colours as they change. */
export function ContrastWarnings({ theme }: { theme: WebsiteSettings['activetheme'] }) {
  const problems = contrastProblems(theme.data.colors);
  if (!problems.length)
    return (
      <p className="editor-note settings-ok" role="status">
        Text on every colour of this theme meets WCAG AA ({AA_TEXT}:1).
      </p>
    );
  return (
    <div className="settings-warning" role="status">
      <p>
        <strong>Hard to read:</strong> below WCAG AA ({AA_TEXT}:1) for normal text.
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.where}>
            {problem.where}: {problem.text} on {problem.background}, {problem.ratio.toFixed(2)}:1
          </li>
        ))}
      </ul>
    </div>
  );
}
