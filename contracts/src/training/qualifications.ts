/**
 * A booker's training qualifications: what their `qualifications-{email}` stream comes to. The
 * one fold (`evolveQualifications`) serves the read model, the grant/revoke decision and the
 * booking request's fallback read; the one rule (`untrainedFacilities`) serves the lab-day.
 */
import { locateFacility } from '../catalogue/labs.js';
import type { Actor } from '../events/event-envelope.js';
import type { QualificationEvent } from '../events/qualification-events.js';

/** One current qualification, as the console lists it. */
export interface Qualification {
  facilityId: string;
  /** Last day it holds (YYYY-MM-DD, the centre's date); null: it does not expire. */
  expiresOn: string | null;
  note: string;
  /** When it was last granted (ISO instant) and by whom (the staff member's email). */
  grantedAt: string;
  grantedBy: string;
}

/** Everything one booker holds, by facility id. */
export interface BookerQualifications {
  email: string;
  held: Readonly<Record<string, Qualification>>;
}

/** Facility id → last day it holds (null: no expiry): what a booking request carries. */
export type HeldQualifications = Readonly<Record<string, string | null>>;

const staffOf = (actor: Actor): string => (actor.kind === 'user' ? actor.email : actor.kind);

/**
 * Pure. A grant sets (or renews) the facility's qualification; a revoke removes it. The same
 * event again leaves what it left once. A booker holding nothing is no document (null).
 */
export const evolveQualifications = (
  document: BookerQualifications | null,
  event: QualificationEvent,
): BookerQualifications | null => {
  const { email, facilityId } = event.data;
  const held: Record<string, Qualification> = { ...(document?.held ?? {}) };
  if (event.type === 'QualificationGranted') {
    const { expiresOn, note } = event.data;
    held[facilityId] = { facilityId, expiresOn, note, grantedAt: event.occurredAt, grantedBy: staffOf(event.actor) };
  } else {
    if (!(facilityId in held)) return document;
    delete held[facilityId];
  }
  return Object.keys(held).length === 0 ? null : { email, held };
};

/** A qualification counts on a date up to and including its last day. */
export const holdsOn = (expiresOn: string | null, date: string): boolean => expiresOn === null || expiresOn >= date;

/** True for a facility the catalogue marks as needing the lab's induction. */
export const isTrainingRequired = (facilityId: string): boolean =>
  locateFacility(facilityId)?.facility.trainingRequired === true;

/** The asked facilities that need training: a request with none needs no qualification read. */
export const trainingRequiredAmong = (facilityIds: readonly string[]): string[] => facilityIds.filter(isTrainingRequired);

/**
 * The asked facilities that need training and that the booker holds no qualification for on the
 * booking's date (an expired one counts as none), in the order asked.
 */
export const untrainedFacilities = (
  facilityIds: readonly string[],
  held: HeldQualifications,
  date: string,
  needsTraining: (facilityId: string) => boolean = isTrainingRequired,
): string[] =>
  facilityIds.filter(needsTraining).filter((id) => {
    const expiresOn = held[id];
    return expiresOn === undefined || !holdsOn(expiresOn, date);
  });

/** What a booking request carries: the booker's qualifications for the facilities asked. */
export const heldFor = (document: BookerQualifications | null, facilityIds: readonly string[]): HeldQualifications => {
  const held: Record<string, string | null> = {};
  for (const id of facilityIds) {
    const found = document?.held[id];
    if (found) held[id] = found.expiresOn;
  }
  return held;
};
