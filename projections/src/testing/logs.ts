import type { RecordedEvent } from '@centre/contracts';
import {
  application,
  approved,
  contactMessage,
  qualificationGranted,
  qualificationRevoked,
  recorded,
  rejected,
  requested,
} from './events.js';

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): logs that are the same on every run. */
export const seeded = (seed: number) => {
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
};

const SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00'];
const FACILITIES = ['fab-prusa-mk4-1', 'fab-ultimaker-s5', 'unknown-facility'];
const BOOKERS = ['asha@example.com', 'ravi@example.org', 'meera@example.in', 'kiran@example.com'];
const TRAINED = ['fab-trotec-speedy-360', 'fab-bosch-gts-10-table-saw', 'bio-bd-accuri-c6'];
const DAYS = ['FabricationLab', 'BioLab'].flatMap((lab) => ['2026-12-01', '2026-12-02', '2026-12-03'].map((date) => ({ lab, date })));

/**
 * A log with what a real one can hold, for every event type of the centre: requests that
 * overlap (each takes only its free cells), a request repeated with other details, decisions
 * on unknown bookings, decisions taken twice or reversed, notes and empty notes, contact
 * messages and applications (each its own stream of one event, as the log allows), training
 * qualifications granted, renewed and revoked (revokes of ones never granted too), in log order.
 */
export const centreLog = (seed: number, steps: number): RecordedEvent[] => {
  const { next, pick } = seeded(seed);
  const bookings: Array<{ id: string; lab: string; date: string }> = [];
  const events: RecordedEvent[] = [];
  for (let step = 0; step < steps; step += 1) {
    const at = new Date(Date.UTC(2026, 10, 1) + step * 60_000).toISOString();
    const roll = next();
    const known = bookings.length > 0 ? pick(bookings) : null;
    let event;
    if (roll < 0.4 || !known) {
      const day = pick(DAYS);
      const booking = { id: `b-${step}`, ...day };
      bookings.push(booking);
      const slots = SLOTS.filter(() => next() < 0.4);
      const facilityIds = FACILITIES.filter(() => next() < 0.5);
      event = requested(
        { bookingId: booking.id, ...day, slots: slots.length ? slots : ['09:00'], facilityIds: facilityIds.length ? facilityIds : ['fab-prusa-mk4-1'], name: `Booker ${step}` },
        at,
      );
    } else if (roll < 0.45) {
      event = requested({ bookingId: known.id, lab: known.lab, date: known.date, slots: [pick(SLOTS)], facilityIds: [pick(FACILITIES)], name: 'Someone else' }, at);
    } else if (roll < 0.5) {
      event = approved(`b-unknown-${step}`, 'ok', at, { lab: known.lab, date: known.date });
    } else if (roll < 0.85) {
      const notes = next() < 0.5 ? '' : `notes ${step}`;
      event = (next() < 0.6 ? approved : rejected)(known.id, notes, at, { lab: known.lab, date: known.date });
    } else if (roll < 0.93) {
      event = contactMessage({ messageId: `m-${step}`, subject: `Question ${step}` }, at);
    } else if (roll < 0.96) {
      event = application({ applicationId: `a-${step}`, companyName: `Company ${step}` }, at);
    } else if (next() < 0.7) {
      event = qualificationGranted(pick(BOOKERS), pick(TRAINED), next() < 0.5 ? null : '2026-12-31', at);
    } else {
      event = qualificationRevoked(pick(BOOKERS), pick(TRAINED), at);
    }
    events.push(recorded(event, step + 1));
  }
  return events;
};
