import type { HeldCells } from '@centre/contracts';
import { TOTALS_KEY } from '../../engine/document-projection.js';
import type { ReadModelStore, ReadOptions, ReadTarget } from '../../store/read-model-store.port.js';
import { BOOKING_HOLDS, heldByAddress, heldByEmail } from './booking-holds.projection.js';

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
