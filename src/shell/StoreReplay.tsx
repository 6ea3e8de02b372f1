import { useMemo, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { registry } from '../../registry';
import { parseInit } from '../../contract/init';
import { parsePageData } from '../../contract/read-page-data';
import type { BootPage } from '../../contract/boot-payload';
import { answerKey, recordedApi, type RecordedVisit } from '../api/recorded-api';
import { INIT_REQUEST, pageDataRequest } from '../api/store-api';
import { App } from './App';

/**
 * The whole store (theme, font, header, page, footer) at `path`, answered by a visit recorded from the
 * reference server: QA's page stories. A request the visit has no answer for is named on the page, so a
 * story never quietly shows less than the store does. `problem`: why the file could not be replayed, shown instead.
 */
export function StoreReplay({ visit, path, problem }: { visit: RecordedVisit; path: string; problem?: string }) {
  const [missing, setMissing] = useState<readonly string[]>([]);
  const api = useMemo(
    () => recordedApi(visit, (call) => setMissing((calls) => (calls.includes(call) ? calls : [...calls, call]))),
    [visit],
  );
  const init = useMemo(() => parseInit(visit.answers[INIT_REQUEST]?.body), [visit]);
  const firstPage = useMemo((): BootPage => {
    const answer = visit.answers[answerKey(pageDataRequest(path))];
    return answer?.status === 200 ? { path, status: 200, data: parsePageData(answer.body) } : { path, status: 404, data: null };
  }, [visit, path]);
  const location = useMemo(() => memoryLocation({ path }), [path]);
  if (problem) return <p role="alert">{problem}</p>;
  if (!init) return <p role="alert">The recorded visit has no usable init answer ({INIT_REQUEST}): run `npm run codegen` again.</p>;
  return (
    <>
      {missing.length ? (
        <p role="alert" style={{ margin: 0, padding: '0.5rem 1rem', background: '#b00020', color: '#fff' }}>
          Not recorded for {visit.visitor}: {missing.join(', ')}. Add the call to scripts/store-answers.ts.
        </p>
      ) : null}
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App init={init} firstPage={firstPage} api={api} registry={registry} />
      </Router>
    </>
  );
}
