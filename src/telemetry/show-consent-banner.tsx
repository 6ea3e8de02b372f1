import { createRoot } from 'react-dom/client';
import { ConsentBanner } from './ConsentBanner';

/** Shows the consent banner in its own root (outside the page, so no page render waits for it). */
export function showConsentBanner(onAnswer: (answer: 'granted' | 'denied') => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <ConsentBanner
      onAnswer={(answer) => {
        root.unmount();
        host.remove();
        onAnswer(answer);
      }}
    />,
  );
}
