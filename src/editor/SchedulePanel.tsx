import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { PublishSchedule } from '../../contract/publish-schedules';
import type { EditorApi } from './editor-api';
import { formatShopTime, fromShopInput, toShopInput } from './shop-time';
import { useLoaded } from './use-loaded';
import { Outcome, useAction } from './use-action';

/** What happens after the scheduled publish: nothing, back to what shoppers have now, or (a page) offline. */
type Afterwards = 'keep' | 'back' | 'offline';

/** The next midnight in India: when a sale usually starts. */
const nextMidnight = () => `${toShopInput(new Date(Date.now() + 86_400_000)).slice(0, 10)}T00:00`;

const what = (schedule: PublishSchedule) =>
  schedule.action === 'unpublish' ? 'Takes the page offline' : `Publishes version ${schedule.version ?? ''}`;

/**
 * Publishing at a set time (India's, shown as IST): the newest saved version at one time, and going
 * back to what shoppers have now, or taking a page offline, at another. The server does it with the
 * editor closed; what waits can be cancelled, and the last done are listed with what came of them.
 */
export function SchedulePanel({
  api,
  path,
  version,
  unsaved,
  canEdit,
}: {
  api: EditorApi;
  /** The page's path, or null for the website's settings. */
  path: string | null;
  /** The newest saved version (null: none yet). */
  version: number | null;
  /** Changes not yet saved (a schedule publishes what is saved). */
  unsaved: boolean;
  canEdit: boolean;
}) {
  const id = useId();
  const subject = path === null ? 'the settings' : 'this page';
  const { value: loaded, failed, reload } = useLoaded(useCallback(() => api.schedules(path), [api, path]));
  // Asked again after each save: the first keeps what shoppers had before the editor as a version to go back to.
  const asked = useRef(version);
  useEffect(() => {
    if (asked.current === version) return;
    asked.current = version;
    reload();
  }, [version, reload]);
  const schedules = loaded?.schedules;
  const live = loaded?.live ?? null;
  const { busy, outcome, run } = useAction();
  const [start, setStart] = useState(nextMidnight);
  const [afterwards, setAfterwards] = useState<Afterwards>('keep');
  const [end, setEnd] = useState('');
  const [problem, setProblem] = useState<{ field: 'start' | 'end'; text: string } | null>(null);
  const choices: { value: Afterwards; label: string }[] = [
    { value: 'keep', label: 'Keep it published' },
    ...(live !== null && live !== version ? [{ value: 'back' as const, label: `Go back to what shoppers see now (version ${live})` }] : []),
    ...(path !== null ? [{ value: 'offline' as const, label: 'Take the page offline' }] : []),
  ];
  const chosen = choices.some((choice) => choice.value === afterwards) ? afterwards : 'keep';
  const blocked = !canEdit || version === null || unsaved;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startAt = fromShopInput(start);
    if (!startAt) return setProblem({ field: 'start', text: 'Enter the date and time to publish at' });
    const endAt = chosen === 'keep' ? null : fromShopInput(end);
    if (chosen !== 'keep' && !endAt) return setProblem({ field: 'end', text: 'Enter the date and time for what happens next' });
    if (endAt && endAt <= startAt) return setProblem({ field: 'end', text: 'This must come after the time it is published' });
    setProblem(null);
    void run(async () => {
      await api.schedule(path, 'publish', startAt, version);
      if (endAt) await (chosen === 'back' ? api.schedule(path, 'publish', endAt, live) : api.schedule(path, 'unpublish', endAt, null));
      const next = endAt
        ? chosen === 'back'
          ? `, and goes back on ${formatShopTime(endAt.toISOString())}`
          : `, and goes offline on ${formatShopTime(endAt.toISOString())}`
        : '';
      return `Version ${version} publishes on ${formatShopTime(startAt.toISOString())}${next}.`;
    }, reload);
  };
  const waiting = schedules?.filter((schedule) => schedule.done_at === null) ?? [];
  const done = schedules?.filter((schedule) => schedule.done_at !== null) ?? [];
  const described = (field: 'start' | 'end') => (problem?.field === field ? `${id}-problem` : `${id}-zone`);

  return (
    <section className="editor-page-actions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="editor-subtitle">
        {path === null ? 'Publish the settings at a set time' : 'Publish at a set time'}
      </h2>
      <p className="field-hint" id={`${id}-zone`}>
        Times are India Standard Time (IST). The store makes the change at that time, with the editor closed.
      </p>
      <form className="editor-template-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-start`}>Publish the newest saved version of {subject} on</label>
        <input
          id={`${id}-start`}
          type="datetime-local"
          className="editor-input"
          value={start}
          min={toShopInput(new Date())}
          aria-invalid={problem?.field === 'start' || undefined}
          aria-describedby={described('start')}
          onChange={(event) => setStart(event.target.value)}
        />
        <label htmlFor={`${id}-afterwards`}>Afterwards</label>
        <select
          id={`${id}-afterwards`}
          className="editor-input"
          value={chosen}
          onChange={(event) => setAfterwards(event.target.value as Afterwards)}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        {chosen === 'keep' ? null : (
          <>
            <label htmlFor={`${id}-end`}>{chosen === 'back' ? 'Go back on' : 'Take it offline on'}</label>
            <input
              id={`${id}-end`}
              type="datetime-local"
              className="editor-input"
              value={end}
              min={start}
              aria-invalid={problem?.field === 'end' || undefined}
              aria-describedby={described('end')}
              onChange={(event) => setEnd(event.target.value)}
            />
          </>
        )}
        {problem ? (
          <p className="editor-error" id={`${id}-problem`} role="alert">
            {problem.text}
          </p>
        ) : null}
        {canEdit && (version === null || unsaved) ? (
          <p className="field-hint">
            Save {path === null ? 'the settings' : 'the draft'} first: a schedule publishes the newest saved version.
          </p>
        ) : null}
        <button type="submit" className="editor-button" disabled={busy || blocked}>
          Schedule
        </button>
      </form>
      <Outcome outcome={outcome} />
      {failed ? <p className="editor-error">{failed}</p> : null}
      {waiting.length ? (
        <ol className="editor-list" aria-label="Scheduled changes">
          {waiting.map((schedule) => (
            <li key={schedule.id} className="editor-version">
              <p className="editor-list-title">
                {what(schedule)}
                <span className="editor-list-meta">
                  on {formatShopTime(schedule.at)}, scheduled by {schedule.created_by ?? 'someone'}
                </span>
              </p>
              <button
                type="button"
                className="editor-button editor-button-danger"
                disabled={busy || !canEdit}
                aria-label={`Cancel: ${what(schedule)} on ${formatShopTime(schedule.at)}`}
                onClick={() =>
                  void run(async () => {
                    await api.cancelSchedule(path, schedule.id);
                    return `Cancelled: it will not happen.`;
                  }, reload)
                }
              >
                Cancel
              </button>
            </li>
          ))}
        </ol>
      ) : schedules ? (
        <p className="editor-empty">Nothing is scheduled.</p>
      ) : null}
      {done.length ? (
        <ul className="editor-list" aria-label="Done as scheduled">
          {done.map((schedule) => (
            <li key={schedule.id} className="editor-version">
              <p className={schedule.ok ? 'editor-list-title' : 'editor-list-title editor-error'}>
                {schedule.outcome}
                <span className="editor-list-meta">on {formatShopTime(schedule.done_at ?? schedule.at)}, as scheduled</span>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
