import { type FormEvent, useId, useRef, useState } from 'react';
import type { PageComponent } from '../../contract/page-data';
import { type TemplateSummary, templateTitleProblem } from '../../contract/page-templates';
import { ConfirmDialog } from './ConfirmDialog';
import type { EditorApi } from './editor-api';
import { formatWhen } from './format-when';
import { useLoaded } from './use-loaded';
import { Outcome, useAction } from './use-action';

const count = (n: number) => `${n} component${n === 1 ? '' : 's'}`;

/**
 * The open page saved as one of the website's templates, which a new page can then start from (its
 * components as they are now, saved or not), and the templates listed to delete those no longer used.
 */
export function PageTemplates({
  api,
  components,
  invalid,
  canEdit,
}: {
  api: EditorApi;
  /** The open page's components, null while it loads. */
  components: readonly PageComponent[] | null;
  /** The page has errors, which a template would pass on to every page started from it. */
  invalid: boolean;
  canEdit: boolean;
}) {
  const id = useId();
  const { value: templates, failed, reload } = useLoaded(api.templates);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleProblem, setTitleProblem] = useState<string | null>(null);
  const { busy, outcome, run, clear } = useAction();
  const [doomed, setDoomed] = useState<TemplateSummary | null>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  if (!canEdit) return null;
  const blocked = !components?.length
    ? 'Add components to this page to save it as a template.'
    : invalid
      ? 'Put the marked errors right to save this page as a template.'
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = templateTitleProblem(title);
    setTitleProblem(problem);
    clear();
    if (problem || !components) return;
    void run(async () => {
      const saved = await api.saveTemplate(title, description, components);
      setTitle('');
      setDescription('');
      return `Saved as the template “${saved.title}”: a new page can start from it.`;
    }, reload);
  };
  const remove = (template: TemplateSummary) =>
    run(async () => {
      await api.removeTemplate(template.id);
      return `The template “${template.title}” is deleted; pages started from it keep their components.`;
    }, reload);
  return (
    <section className="editor-templates" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="editor-subtitle">
        Templates
      </h2>
      <form className="editor-template-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-name`}>Save this page as a template called</label>
        <input
          id={`${id}-name`}
          className="editor-input"
          value={title}
          placeholder="Festive sale"
          autoComplete="off"
          aria-invalid={titleProblem ? true : undefined}
          aria-describedby={titleProblem ? `${id}-problem` : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {titleProblem ? (
          <p id={`${id}-problem`} className="editor-error">
            {titleProblem}
          </p>
        ) : null}
        <label htmlFor={`${id}-about`}>What it is for (optional)</label>
        <input
          id={`${id}-about`}
          className="editor-input"
          value={description}
          placeholder="Hero, offers and questions"
          autoComplete="off"
          onChange={(event) => setDescription(event.target.value)}
        />
        {blocked ? <p className="field-hint">{blocked}</p> : null}
        <button type="submit" className="editor-button" disabled={busy || Boolean(blocked)}>
          Save as a template
        </button>
      </form>
      <Outcome outcome={outcome} />
      {failed ? <p className="editor-error">{failed}</p> : null}
      {templates?.length ? (
        <ul className="editor-list" aria-label="This website’s templates">
          {templates.map((template) => (
            <li key={template.id} className="editor-version">
              <p className="editor-list-title">
                {template.title}
                <span className="editor-list-meta">
                  {count(template.component_count)} · saved by {template.author ?? 'someone'} {formatWhen(template.created_at)}
                </span>
              </p>
              <button
                type="button"
                className="editor-button editor-button-danger"
                aria-label={`Delete the template ${template.title}`}
                onClick={() => {
                  setDoomed(template);
                  confirm.current?.showModal();
                }}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        dialog={confirm}
        id={`${id}-delete`}
        title={`Delete the template “${doomed?.title ?? ''}”?`}
        confirm="Delete"
        tone="danger"
        cancel="Keep it"
        onConfirm={() => doomed && void remove(doomed)}
      >
        <p>New pages can no longer start from it. Pages started from it keep their components.</p>
      </ConfirmDialog>
    </section>
  );
}
