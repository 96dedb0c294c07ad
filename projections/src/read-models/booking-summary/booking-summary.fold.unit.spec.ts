import { jest } from '@jest/globals';
import { applyingFold } from '../../engine/memory-fold.js';
import { bookingLog, written } from '../../testing/fold-equality.js';
import { approved, recorded, requested } from '../../testing/events.js';
import { BookingSummaryFold } from './booking-summary.fold.js';
import { bookingSummaryProjection } from './booking-summary.projection.js';

describe('BookingSummaryFold', () => {
  let agedWhileFolding = 0;
  let decodedWhileFolding = 0;
  beforeEach(() => {
    agedWhileFolding = 0;
    decodedWhileFolding = 0;
  });

  it.each([1, 2, 3])('ends in exactly the read model that apply builds (log %i)', async (seed) => {
    const throughApply = applyingFold(bookingSummaryProjection);
    const own = new BookingSummaryFold();
    for (const event of bookingLog(seed, 4_200)) {
      // This projection's apply reads its booking first: one promise an event.
      await throughApply.apply(event);
      own.apply(event);
    }
    const expected = written(throughApply.dump());
    expect(Object.keys(expected).length).toBeGreaterThan(1_000);
    expect(own.entries).toBe(throughApply.entries);
    expect(written(own.dump())).toEqual(expected);
  });

  it.each([1, 7, 300])('ends in the same read model when summaries are kept encoded after %i events', async (ageAfter) => {
    for (const seed of [1, 2]) {
      const throughApply = applyingFold(bookingSummaryProjection);
      const own = new BookingSummaryFold(ageAfter);
      const encode = jest.spyOn(JSON, 'stringify');
      const decode = jest.spyOn(JSON, 'parse');
      for (const event of bookingLog(seed, 4_200)) {
        await throughApply.apply(event);
        encode.mockClear();
        decode.mockClear();
        own.apply(event);
        // Aging encodes while the fold reads; a decision on an aged booking decodes it.
        agedWhileFolding += encode.mock.calls.length;
        decodedWhileFolding += decode.mock.calls.length;
      }
      encode.mockRestore();
      decode.mockRestore();
      expect(own.entries).toBe(throughApply.entries);
      expect(written(own.dump())).toEqual(written(throughApply.dump()));
    }
    expect(agedWhileFolding).toBeGreaterThan(1_000);
    expect(decodedWhileFolding).toBeGreaterThan(100);
  });

  it('keeps an event delivered twice once in the history, and writes nothing for an unknown booking', () => {
    const own = new BookingSummaryFold();
    const request = recorded(requested({ bookingId: 'b-1' }), 1);
    const approval = recorded(approved('b-1', 'See you there'), 2);
    for (const event of [request, approval, approval, recorded(approved('b-unknown'), 3)]) own.apply(event);
    const dumped = [...own.dump()];
    expect(dumped.map((op) => op.key)).toEqual(['booking:b-1']);
    const summary = JSON.parse((dumped[0] as { value: string }).value) as { record: { status: string }; history: Array<{ type: string }> };
    expect(summary.record.status).toBe('approved');
    expect(summary.history.map((entry) => entry.type)).toEqual(['BookingRequested', 'BookingApproved']);
  });

  it('is the fold a booking-summary rebuild uses', () => {
    expect(bookingSummaryProjection.fold?.()).toBeInstanceOf(BookingSummaryFold);
  });
});
