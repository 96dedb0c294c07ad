import type { EventEnvelope } from './event-envelope.js';

/**
 * Stream of one booker's training qualifications, keyed by their email as the booking form
 * takes it (trimmed, lower-cased: `normaliseEmail`), so a request finds its booker's stream.
 */
export const qualificationsStreamId = (email: string): string => `qualifications-${email}`;
export const QUALIFICATIONS_STREAM_PREFIX = 'qualifications-';

/**
 * Staff granted (or renewed) a booker's qualification for one training-required facility. A
 * later grant for the same facility replaces the earlier one: its expiry, its note.
 */
export interface QualificationGrantedV1Data {
  /** Lower-cased plain address, as the booking form takes it. */
  email: string;
  facilityId: string;
  /** Last day (YYYY-MM-DD, the centre's date) the qualification holds; null: it does not expire. */
  expiresOn: string | null;
  /** Staff's note (the induction's date, the trainer); empty string when none was given. */
  note: string;
  /**
   * The facility's name and lab as the current catalogue had them when staff acted (what the
   * booker is mailed; a facility added in the console has no other name). Absent from older
   * events, and when the catalogue could not be read for a revoke: the spec's then.
   */
  facilityName?: string;
  labId?: string;
}

/** Staff withdrew a booker's qualification for one facility, with the reason the booker is mailed. */
export interface QualificationRevokedV1Data {
  email: string;
  facilityId: string;
  reason: string;
  /**
   * The facility's name and lab as the current catalogue had them when staff acted (what the
   * booker is mailed; a facility added in the console has no other name). Absent from older
   * events, and when the catalogue could not be read for a revoke: the spec's then.
   */
  facilityName?: string;
  labId?: string;
}

export type QualificationGranted = EventEnvelope<'QualificationGranted', 1, QualificationGrantedV1Data>;
export type QualificationRevoked = EventEnvelope<'QualificationRevoked', 1, QualificationRevokedV1Data>;

/** The one union of a `qualifications-{email}` stream. */
export type QualificationEvent = QualificationGranted | QualificationRevoked;

export const QUALIFICATION_EVENT_TYPES = ['QualificationGranted', 'QualificationRevoked'] as const satisfies ReadonlyArray<
  QualificationEvent['type']
>;

export const isQualificationEvent = (event: { type: string }): event is QualificationEvent =>
  (QUALIFICATION_EVENT_TYPES as readonly string[]).includes(event.type);
