import { applyingFold } from '../../engine/memory-fold.js';
import type { WriteOp } from '../../store/read-model-store.port.js';
import { bookingLog as log, written } from '../../testing/fold-equality.js';
import { BookingListsFold } from './booking-lists.fold.js';
import { bookingListsProjection } from './booking-lists.projection.js';

describe('BookingListsFold', () => {
  it.each([1, 2, 3])('ends in exactly the read model that apply builds (log %i)', (seed) => {
    const events = log(seed, 4_200);
    const throughApply = applyingFold(bookingListsProjection);
    const own = new BookingListsFold();
    for (const event of events) {
      throughApply.apply(event);
      own.apply(event);
    }
    const expected = written(throughApply.dump());
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    expect(own.entries).toBe(throughApply.entries);
    expect(written(own.dump())).toEqual(expected);
  });

  it.each([1, 7, 300])('drained every %i events, drains and dump together make the same read model', (every) => {
    const events = log(5, 4_200);
    const throughApply = applyingFold(bookingListsProjection);
    const own = new BookingListsFold();
    const stored: WriteOp[] = [];
    events.forEach((event, i) => {
      throughApply.apply(event);
      own.apply(event);
      if ((i + 1) % every === 0) stored.push(...own.drain());
    });
    // Only what later events cannot change was drained: the rows, and the creation, lab and date indexes.
    expect(new Set(stored.map((op) => op.key.replace(/^lab:.*/, 'lab:*')))).toEqual(new Set(['rows', 'by-created', 'lab:*', 'by-date']));
    expect(own.entries).toBeLessThan(throughApply.entries);
    stored.push(...own.dump());
    expect(written(stored)).toEqual(written(throughApply.dump()));
  });

  it('dumps hashes and indexes in commands of at most 1,000 fields or members', () => {
    const own = new BookingListsFold();
    for (const event of log(4, 4_200)) own.apply(event);
    const sizes = [...own.drain(), ...own.dump()].map((op) =>
      op.op === 'hset' ? Object.keys(op.fields).length : op.op === 'zadd' ? op.members.length : 0,
    );
    expect(Math.max(...sizes)).toBe(1000);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
  });

  it('is the fold a booking-lists rebuild uses', () => {
    expect(bookingListsProjection.fold?.()).toBeInstanceOf(BookingListsFold);
  });
});
