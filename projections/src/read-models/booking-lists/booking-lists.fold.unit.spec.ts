import type { RecordedEvent } from '@centre/contracts';
import { applyingFold } from '../../engine/memory-fold.js';
import type { WriteOp } from '../../store/read-model-store.port.js';
import { seeded, written } from '../../testing/fold-equality.js';
import { approved, recorded, rejected, requested } from '../../testing/events.js';
import { BookingListsFold } from './booking-lists.fold.js';
import { bookingListsProjection } from './booking-lists.projection.js';

const LABS = [
  { lab: 'FabricationLab', facilityIds: ['fab-prusa-mk4-1'] },
  { lab: 'AIMLLab', facilityIds: [] },
  { lab: 'BioLab', facilityIds: [] },
];

/**
 * A log of lab-day events with what a real one can hold: repeated requests (with other
 * details), decisions on unknown bookings, decisions taken twice or reversed, notes and empty
 * notes, bookings from 2,100 (chunks of the dump) over three labs and a few dates.
 */
const log = (seed: number, steps: number): RecordedEvent[] => {
  const { next, pick } = seeded(seed);
  const bookings: Array<{ id: string; lab: string; date: string }> = [];
  const events: RecordedEvent[] = [];
  for (let step = 0; step < steps; step += 1) {
    const at = new Date(Date.UTC(2026, 10, 1) + step * 60_000).toISOString();
    const roll = next();
    const known = bookings.length > 0 ? pick(bookings) : null;
    let event;
    if (roll < 0.5 || !known) {
      const { lab, facilityIds } = pick(LABS);
      const booking = { id: `b-${step}`, lab, date: `2026-12-0${1 + Math.floor(next() * 9)}` };
      bookings.push(booking);
      event = requested({ bookingId: booking.id, lab, date: booking.date, facilityIds, name: `Booker ${step}` }, at);
    } else if (roll < 0.55) {
      event = requested({ bookingId: known.id, lab: known.lab, date: known.date, name: 'Someone else' }, at);
    } else if (roll < 0.6) {
      event = approved(`b-unknown-${step}`, 'ok', at, { lab: known.lab, date: known.date });
    } else {
      const decide = next() < 0.6 ? approved : rejected;
      const notes = next() < 0.5 ? '' : `notes ${step}`;
      event = decide(known.id, notes, at, { lab: known.lab, date: known.date });
    }
    events.push(recorded(event, step + 1));
  }
  return events;
};

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
