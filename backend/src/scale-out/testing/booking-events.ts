import { randomUUID } from 'node:crypto';
import { labDayStreamId, type BookingRequested } from '@centre/contracts';
import type { EventStore } from '../../shared/event-store/event-store.port.js';

/** A pending booking of one slot and one facility, as the command side would append it. */
export const bookingRequested = (n: number, lab = 'FabricationLab', date = '2026-12-01'): BookingRequested => ({
  type: 'BookingRequested',
  version: 2,
  eventId: randomUUID(),
  occurredAt: new Date().toISOString(),
  actor: { kind: 'visitor' },
  correlationId: randomUUID(),
  data: {
    bookingId: `bk-${n}-${randomUUID().slice(0, 8)}`,
    userType: 'student',
    lab,
    date,
    slots: ['09:00'],
    facilityIds: [`facility-${n}`],
    name: 'Asha Rao',
    email: 'asha@example.edu',
    confirmBy: null,
    decideBy: null,
  } as BookingRequested['data'],
});

/** Appends `count` bookings, each to the end of its lab-day stream; returns the last position. */
export const appendBookings = async (events: EventStore, from: number, count: number, date = '2026-12-01'): Promise<number> => {
  let position = 0;
  for (let n = from; n < from + count; n += 1) {
    const stream = labDayStreamId('FabricationLab', date);
    const { revision } = await events.readStream(stream);
    position = (await events.append(stream, [bookingRequested(n, 'FabricationLab', date)], revision < 0 ? 'no-stream' : revision)).position;
  }
  return position;
};
