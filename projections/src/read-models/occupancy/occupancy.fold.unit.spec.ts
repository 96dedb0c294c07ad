import type { RecordedEvent } from '@centre/contracts';
import { applyingFold } from '../../engine/memory-fold.js';
import { seeded, written } from '../../testing/fold-equality.js';
import { approved, recorded, rejected, requested } from '../../testing/events.js';
import { OccupancyFold } from './occupancy.fold.js';
import { occupancyProjection } from './occupancy.projection.js';

const SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00'];
const FACILITIES = ['p', 'q', 'r'];
const DAYS = ['FabricationLab', 'BioLab'].flatMap((lab) => ['2026-12-01', '2026-12-02', '2026-12-03'].map((date) => ({ lab, date })));

/**
 * Requests that overlap (each takes only its free cells), repeated requests, approvals and
 * rejections taken twice or on unknown bookings, and a rejected booking requested again.
 */
const log = (seed: number, steps: number): RecordedEvent[] => {
  const { next, pick } = seeded(seed);
  const bookings: Array<{ id: string; lab: string; date: string }> = [];
  const events: RecordedEvent[] = [];
  for (let step = 0; step < steps; step += 1) {
    const roll = next();
    const known = bookings.length > 0 ? pick(bookings) : null;
    let event;
    if (roll < 0.45 || !known) {
      const day = pick(DAYS);
      const booking = { id: `b-${step}`, ...day };
      bookings.push(booking);
      const slots = SLOTS.filter(() => next() < 0.4);
      const facilityIds = FACILITIES.filter(() => next() < 0.5);
      event = requested({ bookingId: booking.id, ...day, slots: slots.length ? slots : ['09:00'], facilityIds: facilityIds.length ? facilityIds : ['p'] });
    } else if (roll < 0.5) {
      event = requested({ bookingId: known.id, lab: known.lab, date: known.date, slots: [pick(SLOTS)], facilityIds: [pick(FACILITIES)] });
    } else if (roll < 0.55) {
      event = rejected(`b-unknown-${step}`, '', undefined, { lab: known.lab, date: known.date });
    } else {
      event = (next() < 0.6 ? approved : rejected)(known.id, '', undefined, { lab: known.lab, date: known.date });
    }
    events.push(recorded(event, step + 1));
  }
  return events;
};

describe('OccupancyFold', () => {
  it.each([1, 2, 3, 4])('ends in exactly the read model that apply builds (log %i)', (seed) => {
    const throughApply = applyingFold(occupancyProjection);
    const own = new OccupancyFold();
    for (const event of log(seed, 3_000)) {
      throughApply.apply(event);
      own.apply(event);
    }
    const expected = written(throughApply.dump());
    expect(Object.keys(expected)).toHaveLength(DAYS.length);
    expect(own.entries).toBe(throughApply.entries);
    expect(written(own.dump())).toEqual(expected);
  });

  it('writes no key for a lab-day whose every booking was rejected', () => {
    const own = new OccupancyFold();
    own.apply(recorded(requested({ bookingId: 'b-1' }), 1));
    own.apply(recorded(rejected('b-1'), 2));
    expect([...own.dump()]).toEqual([]);
    expect(own.entries).toBe(0);
  });

  it('is the fold an occupancy rebuild uses', () => {
    expect(occupancyProjection.fold?.()).toBeInstanceOf(OccupancyFold);
  });
});
