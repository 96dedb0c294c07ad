import type { LabLimits } from '../bookings/booking-limits.js';
import type { EventEnvelope } from '../events/event-envelope.js';

/** An admin sets all four limits of a lab at once: the event says the whole rule in force from then on. */
export interface LabLimitsSetV1Data {
  labId: string;
  limits: LabLimits;
}

export type LabLimitsSet = EventEnvelope<'LabLimitsSet', 1, LabLimitsSetV1Data>;
