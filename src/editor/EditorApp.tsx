import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Init } from '../../contract/init';
import type { ApiClient } from '../api/http-client';
import { loadInit } from '../api/store-api';
import { rememberRedirect } from '../features/auth/redirect-path';
import { type EditorApi, editorApi } from './editor-api';
import { useWebsiteSettings } from './settings/use-website-settings';
import { PageEditor } from './PageEditor';
import { pathFromAddress, withPath } from './editor-address';

const VIEW = 'website_setting:view';
const EDIT = 'website_setting:edit';

/** The editor once the store is known: the signed-in staff member's rights, and the page named in the address. */
export function EditorApp({ api }: { api: ApiClient }) {
  const [init, setInit] = useState<Init | false | null>(null);
  const [path, setPath] = useState(() => pathFromAddress(location.search));
  const calls = useMemo(() => editorApi(api), [api]);
  const load = useCallback(() => {
    setInit(null);
    void loadInit(api).then(setInit);
  }, [api]);
  useEffect(load, [load]);

  const user = init ? init.user : null;
  useEffect(() => {
    if (init && !init.user) {
      // Back here once signed in (the sign-in page reads this from the tab's session storage).
      rememberRedirect(sessionStorage, `${location.pathname}${location.search}`, location.origin);
      location.replace('/auth/login');
    }
  }, [init]);
  useEffect(() => {
    const onPop = () => setPath(pathFromAddress(location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  // Opening a page (the same one again after a reset, too) starts its editor afresh from the server.
  const [opened, setOpened] = useState(0);
  const open = useCallback((next: string) => {
    history.pushState(null, '', withPath(location.href, next));
    setPath(next);
    setOpened((count) => count + 1);
  }, []);

  if (init === null)
    return (
      <p className="editor-boot" role="status">
        Opening the page editor…
      </p>
    );
  if (init === false)
    return (
      <div className="editor-boot" role="alert">
        <p>The store did not answer.</p>
        <button type="button" className="editor-button" onClick={load}>
          Try again
        </button>
      </div>
    );
  if (!user)
    return (
      <p className="editor-boot" role="status">
        Sending you to sign in…
      </p>
    );
  const canEdit = user.permissions.includes(EDIT);
  if (!canEdit && !user.permissions.includes(VIEW))
    return (
      <p className="editor-boot" role="alert">
        Your account cannot open the page editor of {init.web.name}.
      </p>
    );
  return <SignedInEditor api={calls} init={init} path={path} opened={opened} canEdit={canEdit} onOpen={open} />;
}

/** The editor for staff: the website's settings (kept while pages are opened) and the page open now. */
function SignedInEditor({
  api,
  init,
  path,
  opened,
  canEdit,
  onOpen,
}: {
  api: EditorApi;
  init: Init;
  path: string;
  opened: number;
  canEdit: boolean;
  onOpen: (path: string) => void;
}) {
  const settings = useWebsiteSettings(api, canEdit);
  return <PageEditor key={`${path}#${opened}`} api={api} init={init} path={path} canEdit={canEdit} settings={settings} onOpen={onOpen} />;
}
