import type { HeldCells } from '@centre/contracts';
import { TOTALS_KEY } from '../../engine/document-projection.js';
import type { ReadModelStore, ReadOptions, ReadTarget } from '../../store/read-model-store.port.js';
import { DocumentReader } from '../../engine/document-reader.js';
import { BOOKING_HOLDS, bookingHoldsProjection, heldByAddress, heldByEmail, OFFERS_BY_DEADLINE } from './booking-holds.projection.js';

const ACTIVE: ReadTarget = { projection: BOOKING_HOLDS, active: true };

/**
 * One round trip of two running totals: the cells the undecided bookings of this email, and of
 * this client address, hold. Without an address only the email's are counted.
 */
export const heldCells = async (
  store: ReadModelStore,
  email: string,
  clientKey: string | undefined,
  options?: ReadOptions,
): Promise<HeldCells> => {
  const fields = [heldByEmail(email), ...(clientKey !== undefined ? [heldByAddress(clientKey)] : [])];
  const [totals] = (await store.read(ACTIVE, [{ op: 'hmget', key: TOTALS_KEY, fields }], options)) as [
    ReadonlyArray<string | null>,
  ];
  return { byEmail: Number(totals[0] ?? 0), byAddress: clientKey !== undefined ? Number(totals[1] ?? 0) : 0 };
};

/**
 * Ids of waitlist offers whose deadline is at or before `now`, earliest first: what the expiry
 * scheduler lapses. The lab-day decider has the last word on whether each is due.
 */
export const listDueOffers = async (store: ReadModelStore, now: Date, limit = 500): Promise<string[]> => {
  const holds = new DocumentReader(store, bookingHoldsProjection);
  return (await holds.page(OFFERS_BY_DEADLINE, { max: now.getTime(), offset: 0, count: limit })).ids;
};
