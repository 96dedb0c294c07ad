import type { EventEnvelope } from '../events/event-envelope.js';
import type { LabLimitsSet } from './lab-limits.js';
import type { OpeningHoursSet } from './opening-hours-set.js';

/**
 * Lab operations (DESIGN section 10): what staff decide about when a lab or a facility can be
 * booked, each an event with its actor. A lab's operations are its own stream, and a closure of
 * the whole centre is the centre's: the lab-day streams never hold them, the lab-day decision
 * reads them (through their read model) as input. The catalogue from the console and the limits
 * per lab add their events to these streams' union beside these.
 */
export const LAB_OPERATIONS_STREAM_PREFIX = 'labops-';
/** The whole centre's operations (closures of every lab). */
export const CENTRE_OPERATIONS = 'centre';
export const labOperationsStreamId = (labId: string | null): string =>
  `${LAB_OPERATIONS_STREAM_PREFIX}${labId ?? CENTRE_OPERATIONS}`;

/**
 * A wall-clock time at the centre (CENTRE_TIMEZONE), 'YYYY-MM-DDTHH:MM': an outage starts and
 * ends on the centre's clock, as its slots do, so a cell is compared with it as text.
 */
export type CentreTime = string;

/** A closure of one lab, or of the whole centre (Diwali, the convocation), over whole days. */
export interface ClosureDeclaredV1Data {
  closureId: string;
  /** null: every lab of the centre. */
  labId: string | null;
  /** First and last closed date, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** The staff's words, shown to visitors and mailed to the bookers it concerns. */
  reason: string;
}

export interface ClosureLiftedV1Data {
  closureId: string;
  labId: string | null;
}

export const OUTAGE_KINDS = ['maintenance', 'repair'] as const;
export type OutageKind = (typeof OUTAGE_KINDS)[number];

/** A facility out of service from one centre time until another (that end excluded). */
export interface OutageDeclaredV1Data {
  outageId: string;
  labId: string;
  facilityId: string;
  from: CentreTime;
  until: CentreTime;
  kind: OutageKind;
  /** The staff's words ('new laser tube'); may be empty. */
  reason: string;
}

/** The facility is back in service earlier than declared: from `at` on. */
export interface OutageEndedV1Data {
  outageId: string;
  labId: string;
  at: CentreTime;
}

export type ClosureDeclared = EventEnvelope<'ClosureDeclared', 1, ClosureDeclaredV1Data>;
export type ClosureLifted = EventEnvelope<'ClosureLifted', 1, ClosureLiftedV1Data>;
export type OutageDeclared = EventEnvelope<'OutageDeclared', 1, OutageDeclaredV1Data>;
export type OutageEnded = EventEnvelope<'OutageEnded', 1, OutageEndedV1Data>;

/** The one union of the lab-operations streams, at current versions. */
export type LabOperationEvent = ClosureDeclared | ClosureLifted | OutageDeclared | OutageEnded | LabLimitsSet | OpeningHoursSet;

export const LAB_OPERATION_EVENT_TYPES = [
  'ClosureDeclared',
  'ClosureLifted',
  'OutageDeclared',
  'OutageEnded',
  'LabLimitsSet',
  'OpeningHoursSet',
] as const satisfies readonly LabOperationEvent['type'][];

export const isLabOperationEvent = (event: { type: string }): event is LabOperationEvent =>
  (LAB_OPERATION_EVENT_TYPES as readonly string[]).includes(event.type);

/** The lab whose operations an event changes: null for the whole centre's. */
export const operationsLabOf = (event: LabOperationEvent): string | null => event.data.labId;
