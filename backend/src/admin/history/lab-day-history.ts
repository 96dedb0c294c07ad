import {
  eventNotes,
  findLab,
  holdsCells,
  isLabDayEvent,
  publicActor,
  TIME_SLOTS,
  type LabDayEvent,
  type LabDayHistoryResponse,
  type LabDayHistoryStep,
  type RecordedEvent,
  type TakenSlot,
} from '@centre/contracts';
import { evolve, initialState, type LabDayState } from '../../bookings/index.js';

export type HistoryStep = LabDayHistoryStep;
export type LabDayHistory = Omit<LabDayHistoryResponse, 'success'>;

/** The decider's state read as the occupancy grid: who holds which cell, with what status. */
export const occupancyOf = (state: LabDayState): TakenSlot[] =>
  [...state.held.entries()].flatMap(([key, bookingId]) => {
    const [slotId, facilityId] = key.split('|');
    const status = state.bookings.get(bookingId)?.status;
    if (slotId === undefined || facilityId === undefined || status === undefined || !holdsCells(status)) return [];
    // The grid tells approved cells from undecided ones (requested or pending alike).
    return [{ slotId, facilityId, bookingId, status: status === 'approved' ? 'approved' : 'pending' }];
  });

/**
 * Time travel from the log, not from a read model: folds the lab-day decider's own `evolve`
 * over the stream and records the grid after every event. Pure.
 */
export const labDayHistoryOf = (lab: string, date: string, events: readonly RecordedEvent[]): LabDayHistory => {
  let state = initialState();
  const steps: HistoryStep[] = [];
  for (const recorded of events) {
    if (!isLabDayEvent(recorded.event)) continue;
    const event = recorded.event as LabDayEvent;
    state = evolve(state, event);
    const notes = eventNotes(event);
    steps.push({
      revision: recorded.revision,
      position: recorded.position,
      eventId: event.eventId,
      type: event.type,
      at: event.occurredAt,
      actor: publicActor(event.actor),
      bookingId: event.data.bookingId,
      ...(notes !== '' && { notes }),
      occupancy: occupancyOf(state),
    });
  }
  return {
    lab,
    date,
    slots: TIME_SLOTS.map((s) => ({ id: s.id, label: s.label })),
    facilities: (findLab(lab)?.facilities ?? []).map((f) => ({ id: f.id, name: f.name })),
    steps,
  };
};
