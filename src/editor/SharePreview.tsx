import { type FormEvent, useCallback, useId, useState } from 'react';
import type { PreviewLink } from '../../contract/preview-links';
import type { EditorApi } from './editor-api';
import { formatWhen } from './format-when';
import { useLoaded } from './use-loaded';
import { Outcome, useAction } from './use-action';

const LASTS = [
  { hours: 1, label: 'an hour' },
  { hours: 24, label: 'a day' },
  { hours: 168, label: 'a week' },
  { hours: 720, label: '30 days' },
] as const;

/**
 * Links to the page's newest saved version for people without an account (a client, a colleague):
 * made to work for a chosen time, copied, and withdrawn; each stops at once when withdrawn.
 */
export function SharePreview({
  api,
  path,
  saved,
}: {
  api: EditorApi;
  path: string;
  /** The page has a saved version to show. */ saved: boolean;
}) {
  const id = useId();
  const load = useCallback(() => api.previews(path), [api, path]);
  const { value: links, failed, reload } = useLoaded(load);
  const [hours, setHours] = useState<number>(24);
  const { busy, outcome, run } = useAction();
  const act = (work: () => Promise<string>) => run(work, reload);
  const make = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      const link = await api.sharePreview(path, hours);
      return `A link is made: it works until ${formatWhen(link.expires_at).replace(/^at /, '')}.`;
    });
  };
  const address = (link: PreviewLink) => new URL(link.url, window.location.origin).href;
  return (
    <section className="editor-page-actions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="editor-subtitle">
        Share a preview
      </h2>
      <p className="field-hint">
        Anyone with the link sees this page’s newest saved version, marked as a preview and hidden from search engines, until the link
        expires or is withdrawn. Changes not yet saved are not in it.
      </p>
      <form className="editor-template-form" onSubmit={make} noValidate>
        <label htmlFor={`${id}-lasts`}>The link works for</label>
        <select id={`${id}-lasts`} className="editor-input" value={hours} onChange={(event) => setHours(Number(event.target.value))}>
          {LASTS.map((last) => (
            <option key={last.hours} value={last.hours}>
              {last.label}
            </option>
          ))}
        </select>
        {saved ? null : <p className="field-hint">Save a draft first: a link shows the newest saved version.</p>}
        <button type="submit" className="editor-button" disabled={busy || !saved}>
          Make a link
        </button>
      </form>
      <Outcome outcome={outcome} />
      {failed ? <p className="editor-error">{failed}</p> : null}
      {links?.length ? (
        <ul className="editor-list" aria-label="Links that work now">
          {links.map((link) => (
            <li key={link.id} className="editor-version">
              <label className="editor-list-title" htmlFor={`${id}-${link.id}`}>
                Link {link.id}
                <span className="editor-list-meta">
                  by {link.created_by ?? 'someone'}, works until {formatWhen(link.expires_at).replace(/^at /, '')}
                </span>
              </label>
              <input
                id={`${id}-${link.id}`}
                className="editor-input"
                readOnly
                value={address(link)}
                onFocus={(event) => event.target.select()}
              />
              <div className="editor-inline">
                <button
                  type="button"
                  className="editor-button"
                  aria-label={`Copy link ${link.id}`}
                  onClick={() =>
                    void act(async () => {
                      await navigator.clipboard.writeText(address(link));
                      return `Link ${link.id} is copied.`;
                    })
                  }
                >
                  Copy
                </button>
                <button
                  type="button"
                  className="editor-button editor-button-danger"
                  disabled={busy}
                  aria-label={`Withdraw link ${link.id}`}
                  onClick={() =>
                    void act(async () => {
                      await api.withdrawPreview(link.id);
                      return `Link ${link.id} is withdrawn: it no longer opens the preview.`;
                    })
                  }
                >
                  Withdraw
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
