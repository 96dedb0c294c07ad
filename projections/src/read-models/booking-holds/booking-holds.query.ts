import type { HeldCells } from '@centre/contracts';
import { indexKey } from '../../engine/document-projection.js';
import type { ReadModelStore, ReadOptions, ReadTarget, ScoredMember } from '../../store/read-model-store.port.js';
import { BOOKING_HOLDS, heldByAddress, heldByEmail } from './booking-holds.projection.js';

const ACTIVE: ReadTarget = { projection: BOOKING_HOLDS, active: true };

const total = (members: readonly ScoredMember[]): number => members.reduce((sum, m) => sum + m.score, 0);

/**
 * One round trip: the cells the undecided bookings of this email, and of this client address,
 * hold. Without an address only the email's are counted.
 */
export const heldCells = async (
  store: ReadModelStore,
  email: string,
  clientKey: string | undefined,
  options?: ReadOptions,
): Promise<HeldCells> => {
  const ops = [
    { op: 'zrange' as const, key: indexKey(heldByEmail(email)) },
    ...(clientKey !== undefined ? [{ op: 'zrange' as const, key: indexKey(heldByAddress(clientKey)) }] : []),
  ];
  const [byEmail, byAddress] = (await store.read(ACTIVE, ops, options)) as ScoredMember[][];
  return { byEmail: total(byEmail ?? []), byAddress: total(byAddress ?? []) };
};
