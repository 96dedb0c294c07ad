import type { RecordedEvent } from '@centre/contracts';
import type { WriteOp } from '../store/read-model-store.port.js';
import { approved, recorded, rejected, requested } from './events.js';

/** The keyspace these writes make in an empty generation, as sorted plain data. */
export const written = (ops: Iterable<WriteOp>): Record<string, Array<[string, string | number]>> => {
  const keys = new Map<string, Map<string, string | number>>();
  const entriesOf = (key: string) => keys.get(key) ?? keys.set(key, new Map()).get(key)!;
  for (const op of ops) {
    if (op.op === 'set') entriesOf(op.key).set('', op.value);
    else if (op.op === 'hset') for (const field in op.fields) entriesOf(op.key).set(field, op.fields[field]!);
    else if (op.op === 'zadd') for (const { member, score } of op.members) entriesOf(op.key).set(member, score);
    else throw new Error(`a dump for an empty generation wrote ${op.op}`);
  }
  return Object.fromEntries(
    [...keys].sort(([a], [b]) => a.localeCompare(b)).map(([key, entries]) => [key, [...entries].sort(([a], [b]) => a.localeCompare(b))]),
  );
};

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
export const bookingLog = (seed: number, steps: number): RecordedEvent[] => {
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
