import { Inject, Injectable } from '@nestjs/common';
import { labDayStreamId, messageText, type WaiterView } from '@centre/contracts';
import { EVENT_STORE, type EventStore } from '../../shared/event-store/event-store.port.js';
import { snapshotOf } from '../commands/lab-day.cache.js';
import { parseBookingId } from '../domain/booking-id.js';
import { BookingDomainError } from '../domain/booking.errors.js';
import type { LabDayWaiter } from '../domain/lab-day.model.js';

/**
 * A waiter's place, folded from its lab-day stream as the decider folds it: the waitlist lives
 * nowhere else, and only its waiter, through a signed link, ever reads one place, so no read
 * model is kept for it.
 */
@Injectable()
export class WaiterReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async waiter(id: string): Promise<LabDayWaiter> {
    const parts = parseBookingId(id);
    const waiter = parts && snapshotOf((await this.store.readStream(labDayStreamId(parts.lab, parts.date))).events).state.waiters.get(id);
    if (!waiter) throw new BookingDomainError('WAIT_NOT_FOUND', messageText('waitlist.notFound'));
    return waiter;
  }
}

export const waiterView = ({ bookingId, status, details, offerUntil }: LabDayWaiter): WaiterView => ({
  id: bookingId,
  status,
  name: details.name,
  lab: details.lab,
  date: details.date,
  slots: details.slots,
  facilityIds: details.facilityIds,
  ...(details.language !== undefined && { language: details.language }),
  offerUntil: status === 'offered' ? offerUntil : null,
});
