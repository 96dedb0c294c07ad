import type { HeldCells } from '@centre/contracts';
import { TOTALS_KEY } from '../../engine/document-projection.js';
import type { ReadModelStore, ReadOptions, ReadTarget } from '../../store/read-model-store.port.js';
import { DocumentReader } from '../../engine/document-reader.js';
import { BOOKING_HOLDS, bookingHoldsProjection, heldByAddress, heldByEmail, heldInWeek, labWeek, OFFERS_BY_DEADLINE, WAITS_BY_START } from './booking-holds.projection.js';

const ACTIVE: ReadTarget = { projection: BOOKING_HOLDS, active: true };

/**
 * One round trip of up to three running totals: the cells the undecided bookings of this email,
 * and of this client address, hold, and (given a lab-day) the hours this email's bookings hold in
 * that lab's week. Without an address only the email's are counted.
 */
export const heldCells = async (
  store: ReadModelStore,
  email: string,
  clientKey: string | undefined,
  options?: ReadOptions,
  week?: { lab: string; date: string },
): Promise<HeldCells> => {
  const fields = [
    heldByEmail(email),
    clientKey !== undefined ? heldByAddress(clientKey) : null,
    week !== undefined ? heldInWeek(email, labWeek(week.lab, week.date)) : null,
  ];
  const asked = fields.filter((f): f is string => f !== null);
  const [totals] = (await store.read(ACTIVE, [{ op: 'hmget', key: TOTALS_KEY, fields: asked }], options)) as [
    ReadonlyArray<string | null>,
  ];
  const valueOf = (field: string | null): number => (field === null ? 0 : Number(totals[asked.indexOf(field)] ?? 0));
  return {
    byEmail: valueOf(fields[0] ?? null),
    byAddress: valueOf(fields[1] ?? null),
    ...(week !== undefined && { inLabWeek: valueOf(fields[2] ?? null) }),
  };
};

/**
 * Ids of waitlist offers whose deadline is at or before `now`, earliest first: what the expiry
 * scheduler lapses. The lab-day decider has the last word on whether each is due.
 */
export const listDueOffers = async (store: ReadModelStore, now: Date, limit = 500): Promise<string[]> => {
  const holds = new DocumentReader(store, bookingHoldsProjection);
  return (await holds.page(OFFERS_BY_DEADLINE, { max: now.getTime(), offset: 0, count: limit })).ids;
};

/**
 * Ids of waitlist places still waiting whose first slot has begun by `now`, earliest first: what
 * the expiry scheduler ends, unoffered. The lab-day decider has the last word.
 */
export const listDueWaits = async (store: ReadModelStore, now: Date, limit = 500): Promise<string[]> => {
  const holds = new DocumentReader(store, bookingHoldsProjection);
  return (await holds.page(WAITS_BY_START, { max: now.getTime(), offset: 0, count: limit })).ids;
};
