import type { RecordedEvent } from '@centre/contracts';
import { applyingFold } from '../../engine/memory-fold.js';
import { bookingLog, written } from '../../testing/fold-equality.js';
import { application, contactMessage, recorded } from '../../testing/events.js';
import { CountersFold } from './counters.fold.js';
import { countersProjection } from './counters.projection.js';

/** The booking log with contact messages and applications among its events, some sent twice. */
const log = (seed: number): RecordedEvent[] =>
  bookingLog(seed, 3_000).flatMap((event, i) => {
    if (i % 50 !== 0) return [event];
    const message = recorded(contactMessage({ messageId: `m-${i % 700}` }), event.position);
    const submitted = recorded(application({ applicationId: `a-${i % 900}` }), event.position);
    return [event, message, submitted];
  });

describe('CountersFold', () => {
  it.each([1, 2, 3])('ends in exactly the read model that apply builds (log %i)', async (seed) => {
    const throughApply = applyingFold(countersProjection);
    const own = new CountersFold();
    for (const event of log(seed)) {
      if (!countersProjection.handles.includes(event.event.type)) continue;
      // This projection's apply reads the subject's status first: one promise an event.
      await throughApply.apply(event);
      own.apply(event);
    }
    const expected = written(throughApply.dump());
    expect(expected.counters?.map(([field]) => field)).toEqual(
      expect.arrayContaining(['applications', 'bookings', 'messages', 'status:approved', 'status:pending', 'status:rejected']),
    );
    expect(own.entries).toBe(throughApply.entries);
    expect(written(own.dump())).toEqual(expected);
  });

  it('is the fold a counters rebuild uses', () => {
    expect(countersProjection.fold?.()).toBeInstanceOf(CountersFold);
  });
});
