import { CONSENT_BANNER_ID } from './consent';

/** The element id of the head's inline script that holds early taps. */
export const EARLY_TAPS_ID = 'early-taps';

/**
 * The document head's inline script, allowed by its hash in the Content-Security-Policy: from the
 * first paint it holds taps on the page's buttons (inside #root or the consent banner; links and form
 * buttons are left alone, as they work without script) until the entry script takes them over with
 * `window.__earlyTaps.stop()` (src/shell/boot/early-clicks.ts), which replays each one once.
 * Plain ES5 in a few hundred bytes: it runs before any of the app's code.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(d,h){function f(e){var t=e.target,b=t&&t.closest&&t.closest("button");' +
  `if(b&&b.type==="button"&&!b.disabled&&b.closest("#root,#${CONSENT_BANNER_ID}"))h.push(b)}` +
  'd.addEventListener("click",f,true);' +
  'window.__earlyTaps={stop:function(){d.removeEventListener("click",f,true);return h.splice(0)}}})(document,[])';
