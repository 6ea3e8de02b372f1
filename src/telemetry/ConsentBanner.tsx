/** A small bottom banner asking whether the store may record anonymous usage. */
export function ConsentBanner({ onAnswer }: { onAnswer: (answer: 'granted' | 'denied') => void }) {
  return (
    <section className="consent-banner" aria-label="Analytics consent">
      <p>We would like to record how the shop is used, to make it better. Nothing is recorded unless you allow it.</p>
      <div className="consent-banner-actions">
        <button type="button" className="button button-primary" onClick={() => onAnswer('granted')}>
          Allow
        </button>
        <button type="button" className="button consent-banner-decline" onClick={() => onAnswer('denied')}>
          No, thanks
        </button>
      </div>
    </section>
  );
}
