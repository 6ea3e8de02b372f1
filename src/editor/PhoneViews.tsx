/** What a phone shows of the editor, one at a time: the preview, the side panels or the form. */
export type PhoneView = 'preview' | 'panels' | 'edit';

const VIEWS: { id: PhoneView; label: string }[] = [
  { id: 'preview', label: 'Preview' },
  { id: 'panels', label: 'Panels' },
  { id: 'edit', label: 'Edit' },
];

/**
 * The switch between the editor's three parts on a narrow screen (CSS shows it, and applies the choice,
 * below 60rem only). Toggle buttons rather than tabs: the parts keep their landmarks (main, aside).
 */
export function PhoneViews({ view, onView }: { view: PhoneView; onView: (view: PhoneView) => void }) {
  return (
    <nav className="editor-views" aria-label="Parts of the editor">
      <div className="editor-views-group" role="group" aria-label="Show">
        {VIEWS.map(({ id, label }) => (
          <button key={id} type="button" className="editor-view" aria-pressed={view === id} onClick={() => onView(id)}>
            {label}
          </button>
        ))}
      </div>
    </nav>
  );
}
