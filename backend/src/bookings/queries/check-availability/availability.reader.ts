import { Inject, Injectable } from '@nestjs/common';
import { labDayStreamId } from '@centre/contracts';
import { EVENT_STORE, type EventStore } from '../../../shared/event-store/event-store.port.js';
import type { SlotFacility } from '../../domain/booking.errors.js';
import { heldAmong, pairsOf } from '../../domain/lab-day.decider.js';
import { snapshotOf } from '../../commands/lab-day.cache.js';

/**
 * Answers availability *checks* (never decisions). The occupancy projection replaces this
 * stream-reading default by providing AVAILABILITY_READER.
 */
export interface AvailabilityReader {
  /**
   * The cells among `slotIds` × `facilityIds` (each list without repeats) that a pending or
   * approved booking already holds.
   */
  taken(lab: string, date: string, slotIds: readonly string[], facilityIds: readonly string[]): Promise<SlotFacility[]>;
}

export const AVAILABILITY_READER = Symbol('AVAILABILITY_READER');

/**
 * Provide this (globally, e.g. from the projections' module) to answer checks from a read
 * model instead of the stream; BookingsModule then uses it as AVAILABILITY_READER.
 */
export const READ_MODEL_AVAILABILITY_READER = Symbol('READ_MODEL_AVAILABILITY_READER');

@Injectable()
export class LabDayStreamAvailabilityReader implements AvailabilityReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async taken(lab: string, date: string, slotIds: readonly string[], facilityIds: readonly string[]): Promise<SlotFacility[]> {
    const { events } = await this.store.readStream(labDayStreamId(lab, date));
    return heldAmong(snapshotOf(events).state, pairsOf(slotIds, facilityIds));
  }
}
