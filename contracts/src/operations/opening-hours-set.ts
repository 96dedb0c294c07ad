import type { OpeningHours } from '../catalogue/opening-hours.js';
import type { EventEnvelope } from '../events/event-envelope.js';

/**
 * An admin sets a lab's opening hours: the weekdays it opens and the slots it offers on them,
 * the whole rule in force from then on (the catalogue's hours rule until the first one).
 */
export interface OpeningHoursSetV1Data {
  labId: string;
  /** 0 = Sunday … 6 = Saturday; at least one, ascending. */
  weekdays: OpeningHours['weekdays'];
  /** Slot ids of TIME_SLOTS, at least one, in the day's order. */
  slots: OpeningHours['slots'];
}

export type OpeningHoursSet = EventEnvelope<'OpeningHoursSet', 1, OpeningHoursSetV1Data>;
