import { describe, expect, it } from 'vitest';
import { indiaDate, lastDeliveryDue, nextSlots } from './delivery-slots';

const windows = ['17:00-20:00', '07:00-10:00'];

describe('delivery slots (India time)', () => {
  it('offers today’s windows while an hour remains before they start, then the next days’', () => {
    // 05:30 in India: both of today's windows are open.
    expect(nextSlots(new Date('2026-11-22T00:00:00Z'), 0, windows, 3)).toEqual([
      { date: '2026-11-22', window: '07:00-10:00' },
      { date: '2026-11-22', window: '17:00-20:00' },
      { date: '2026-11-23', window: '07:00-10:00' },
    ]);
    // 16:30 in India: 17:00 is less than an hour away.
    expect(nextSlots(new Date('2026-11-22T11:00:00Z'), 0, windows, 2)).toEqual([
      { date: '2026-11-23', window: '07:00-10:00' },
      { date: '2026-11-23', window: '17:00-20:00' },
    ]);
  });

  it('counts the lead days and the date line in India, not in UTC', () => {
    // 20:00 UTC is already 01:30 the next day in India.
    expect(indiaDate(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(nextSlots(new Date('2026-11-22T20:00:00Z'), 2, windows, 1)).toEqual([{ date: '2026-11-25', window: '07:00-10:00' }]);
  });

  it('has no slots without valid windows', () => {
    expect(nextSlots(new Date(), 0, [])).toEqual([]);
    expect(nextSlots(new Date(), 0, ['soon', '25:00-26:00', '<script>'])).toEqual([]);
  });

  it('says when an order’s last delivery is due: its window’s end, India time, or the day’s end for a courier', () => {
    const placed = new Date('2026-11-22T04:00:00Z');
    expect(
      lastDeliveryDue(
        [
          { delivery_date: '2026-11-23', window: '07:00-10:00' },
          { delivery_date: '2026-11-22', window: '17:00-20:00' },
        ],
        placed,
      ).toISOString(),
    ).toBe('2026-11-23T04:30:00.000Z');
    expect(lastDeliveryDue([{ delivery_date: '2026-11-25', window: null }], placed).toISOString()).toBe('2026-11-25T18:29:00.000Z');
    // Nothing with a day (or a malformed one): due when placed, so it holds nothing past then.
    expect(
      lastDeliveryDue(
        [
          { delivery_date: null, window: null },
          { delivery_date: '2026-12-32', window: 'soon' },
          { delivery_date: 'x', window: null },
        ],
        placed,
      ),
    ).toEqual(placed);
  });
});
