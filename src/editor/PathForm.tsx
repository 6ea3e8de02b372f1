import { type FormEvent, useState } from 'react';
import { newPagePath } from './new-page-path';

/**
 * A page path typed and checked (well-formed, not a built-in route's, not taken) before `onPath`
 * runs; `onPath` may answer why the store refused it. The problem is shown under the field, tied to it.
 */
export function PathForm({
  id,
  label,
  placeholder,
  action,
  hint,
  existing,
  onPath,
}: {
  id: string;
  label: string;
  placeholder: string;
  action: string;
  hint?: string;
  existing: readonly string[];
  onPath: (path: string) => Promise<string | null> | string | null;
}) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = newPagePath(typed, existing);
    setProblem('problem' in checked ? checked.problem : await onPath(checked.path));
  };
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <form className="editor-new-page" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>{label}</label>
      <div className="editor-inline">
        <input
          id={id}
          className="editor-input"
          value={typed}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="editor-button">
          {action}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="editor-error">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
