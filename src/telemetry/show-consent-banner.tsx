import { createRoot, hydrateRoot } from 'react-dom/client';
import { ConsentBanner } from './ConsentBanner';
import { CONSENT_BANNER_ID } from '../../contract/consent';

/**
 * Shows the consent banner in its own root, outside the page, so that no page render waits for it:
 * the server's banner is taken over (hydrated), or, after a page rendered in the browser, one is added.
 */
export function showConsentBanner(onAnswer: (answer: 'granted' | 'denied') => void): void {
  const rendered = document.getElementById(CONSENT_BANNER_ID);
  const host = rendered ?? document.body.appendChild(Object.assign(document.createElement('div'), { id: CONSENT_BANNER_ID }));
  const banner = (
    <ConsentBanner
      onAnswer={(answer) => {
        root.unmount();
        host.remove();
        onAnswer(answer);
      }}
    />
  );
  const fromServer = !!rendered?.firstElementChild;
  const root = fromServer ? hydrateRoot(host, banner) : createRoot(host);
  if (!fromServer) root.render(banner);
}
