import { useEffect, useState } from 'react';
import type { WebsiteSettings } from '../../../contract/website-settings';

/**
 * When the popup opens, in words, and a play of it on the canvas with its own timing: a countdown
 * here while the store's popup waits there.
 */
export function PopupTiming({ popup, onPlay }: { popup: WebsiteSettings['popup']; onPlay: () => void }) {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (left === null || left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  if (!popup) return <p className="field-hint">No popup: shoppers see none.</p>;
  return (
    <div className="settings-timing">
      <p className="editor-note">
        It opens {popup.duration === 0 ? 'as soon as' : `${popup.duration} s after`} a shopper arrives on the home page or the product list,
        when no other window is open and they are not typing; {popup.once ? 'once per visitor' : 'on every visit'}.{' '}
        {popup.link ? `A click goes to ${popup.link}.` : 'A click closes it.'}
      </p>
      <button
        type="button"
        className="editor-button"
        onClick={() => {
          setLeft(popup.duration);
          onPlay();
        }}
      >
        Play it in the preview
      </button>
      {left !== null ? (
        <p className="field-hint" role="status">
          {left > 0 ? `Opens in ${left} s…` : 'Open in the preview (Escape or × closes it).'}
        </p>
      ) : null}
    </div>
  );
}
