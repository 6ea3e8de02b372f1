import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, loadBrands, loadDelivery } from '../../server/seed/fixtures';
import { catalogueSeed, generateProducts } from '../../server/seed/generate-products';
import { DEFAULT_PRODUCT_COUNT } from '../../server/seed/seed-database';
import { CUTOFF_MINUTES } from '../../server/services/delivery/delivery-slots';

// Issue 35 item 6 and 7: the demo's banners, FAQ and README promised free delivery over ₹499 while
// checkout charged per shipment, "₹500/₹400/₹800", "before 6 pm the same day" while the evening slot
// closes at 4 pm, and a subscription the store does not have. Every sentence of the demo's copy that
// names a delivery amount, window or cut-off is held here to fixtures/delivery.json.

const delivery = loadDelivery();
const courierCodes = new Set(delivery.warehouses.filter((w) => w.external_shipping).flatMap((w) => Object.values(w.pincodes)));
const courier = delivery.charges.filter((c) => courierCodes.has(c.code));
const city = delivery.charges.filter((c) => !courierCodes.has(c.code));
const windows = new Set(delivery.warehouses.flatMap((w) => w.slots));
const rupees = (text: string) => Number(text.replace(/,/g, ''));
const minutes = (hour: number, minute: number, meridiem?: string) => ((hour % 12) + (meridiem === 'pm' ? 12 : 0)) * 60 + minute;
/** Minutes into the day of a 24-hour HH:MM. */
const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Every text of the demo's pages and component fixtures, tags stripped, as sentences. */
function fixtureSentences(): { where: string; sentence: string }[] {
  const files = [
    ...['freshkart', 'daily'].flatMap((site) =>
      readdirSync(join(fixturesDir, 'websites', site, 'pages')).map((f) => join('websites', site, 'pages', f)),
    ),
    ...readdirSync(join(fixturesDir, 'components')).map((f) => join('components', f)),
    ...readdirSync(join(fixturesDir, 'new-website')).map((f) => join('new-website', f)),
  ].filter((f) => f.endsWith('.json'));
  const texts: { where: string; text: string }[] = [];
  const walk = (where: string, value: unknown): void => {
    if (typeof value === 'string')
      texts.push({ where, text: value.replace(/<\/?(?:p|li|h\d|ul|ol|div|br|tr|td)\b[^>]*>/g, '. ').replace(/<[^>]+>/g, '') });
    else if (Array.isArray(value)) value.forEach((v) => walk(where, v));
    else if (value && typeof value === 'object') Object.values(value).forEach((v) => walk(where, v));
  };
  for (const file of files) walk(file, JSON.parse(readFileSync(join(fixturesDir, file), 'utf8')));
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const demo = /- \*\*Serviceable pincodes\*\*[\s\S]*?(?=\n- \*\*)/.exec(readme)?.[0] ?? '';
  texts.push({ where: 'README.md', text: demo.replace(/\s+/g, ' ') });
  return texts.flatMap(({ where, text }) =>
    text
      .split(/(?<=[.;!?])\s+/)
      .map((sentence) => ({ where, sentence: sentence.trim() }))
      .filter((s) => s.sentence),
  );
}

const sentences = fixtureSentences();
const aboutDelivery = sentences.filter((s) => /deliver|courier|ship|slot/i.test(s.sentence));

describe('the demo’s copy says what fixtures/delivery.json does', () => {
  it('reads the README’s demo paragraph and the delivery FAQ (the test looks where it should)', () => {
    expect(aboutDelivery.some((s) => s.where === 'README.md')).toBe(true);
    expect(aboutDelivery.some((s) => /Order by/.test(s.sentence))).toBe(true);
  });

  it('gives one free-delivery threshold for the city and one for the courier', () => {
    expect(new Set(city.map((c) => c.free_above)).size).toBe(1);
    expect(new Set(courier.map((c) => c.free_above)).size).toBe(1);
  });

  it.each(aboutDelivery.filter((s) => /free (?:delivery )?(?:over|above|from) ₹/i.test(s.sentence)).map((s) => [s.where, s.sentence]))(
    '%s: “%s” names the threshold of the shipment it speaks of',
    (_where, sentence) => {
      for (const match of sentence.matchAll(/(courier[^₹]*)?free (?:delivery )?(?:over|above|from) ₹([\d,]+)/gi)) {
        const isCourier = Boolean(match[1]) || /courier/i.test(sentence.slice(0, match.index));
        expect(rupees(match[2] ?? ''), match[0]).toBe(isCourier ? courier[0]?.free_above : city[0]?.free_above);
      }
    },
  );

  it.each(aboutDelivery.filter((s) => /₹/.test(s.sentence)).map((s) => [s.where, s.sentence]))(
    '%s: every amount in “%s” is a delivery charge or threshold',
    (_where, sentence) => {
      const known = new Set(delivery.charges.flatMap((c) => [c.charge, c.free_above]));
      for (const match of sentence.matchAll(/₹([\d,]+)/g)) expect(known, match[0]).toContain(rupees(match[1] ?? ''));
    },
  );

  it.each(aboutDelivery.map((s) => [s.where, s.sentence]))('%s: the windows and cut-offs in “%s” are the slots’', (_where, sentence) => {
    for (const m of sentence.matchAll(/(\d{1,2})(?::(\d\d))?\s*(?:–|-| and )\s*(\d{1,2})(?::(\d\d))?\s*(am|pm)/g)) {
      const range = `${clock(minutes(Number(m[1]), Number(m[2] ?? 0), m[5]))}-${clock(minutes(Number(m[3]), Number(m[4] ?? 0), m[5]))}`;
      expect(windows, m[0]).toContain(range);
    }
    for (const m of sentence.matchAll(/(\d{1,2})\s*(am|pm)\s*(?:to|–)\s*(\d{1,2})\s*(am|pm)/g)) {
      const range = `${clock(minutes(Number(m[1]), 0, m[2]))}-${clock(minutes(Number(m[3]), 0, m[4]))}`;
      expect(windows, m[0]).toContain(range);
    }
    for (const m of sentence.matchAll(/\b(\d\d:\d\d)–(\d\d:\d\d)\b/g)) expect(windows, m[0]).toContain(`${m[1]}-${m[2]}`);
    for (const m of sentence.matchAll(/order by (\d{1,2})(?::(\d\d))?\s*(am|pm)/gi)) {
      const cutOff = minutes(Number(m[1]), Number(m[2] ?? 0), m[3]?.toLowerCase());
      expect(
        [...windows].map((w) => clock(at(w) - CUTOFF_MINUTES)),
        m[0],
      ).toContain(clock(cutOff));
    }
    // "Before 7 am" promised a door step earlier than any window ends.
    const earliestEnd = Math.min(...[...windows].map((w) => at(w.slice(6))));
    for (const m of sentence.matchAll(/before (\d{1,2})\s*(am|pm)/gi))
      expect(minutes(Number(m[1]), 0, m[2]?.toLowerCase()), m[0]).toBeGreaterThanOrEqual(earliestEnd);
  });

  it('promises no subscription (the store has none)', () => {
    expect(sentences.filter((s) => /subscri/i.test(s.sentence)).map((s) => `${s.where}: ${s.sentence}`)).toEqual([]);
  });
});

describe('the demo catalogue’s product names (issue 35)', () => {
  it.each(['freshkart', 'daily'] as const)('%s: no word twice in a row, no number tacked on, every name once', (site) => {
    const products = generateProducts(DEFAULT_PRODUCT_COUNT, loadBrands(), catalogueSeed(site));
    const names = products.map((p) => p.name);
    expect(names.filter((name) => /\b(\w+) \1\b/.test(name))).toEqual([]);
    expect(names.filter((name) => /\d$/.test(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(names.length);
  });
});
