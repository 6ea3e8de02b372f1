import { renderToString } from 'react-dom/server';
import { ConsentBanner } from '../../src/telemetry/ConsentBanner';
import { CONSENT_BANNER_ID } from '../../src/telemetry/consent';

/**
 * The consent banner as the browser renders it (src/telemetry/show-consent-banner.tsx hydrates it),
 * in its host element: sent with the page to a visitor who has not answered, so that it is painted
 * with the page rather than seconds later, when it would become the page's largest paint.
 */
export const consentBannerMarkup = `<div id="${CONSENT_BANNER_ID}">${renderToString(<ConsentBanner onAnswer={() => undefined} />)}</div>`;
