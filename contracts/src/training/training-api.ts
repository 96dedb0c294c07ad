/**
 * The console's Training screen: grant, list and revoke qualifications (/api/admin/training).
 * The staff console speaks English; failures answer `ApiErrorBody` like every route.
 */
import { needsTrainingIn } from '../catalogue/catalogue.js';
import type { Lab, LabId } from '../catalogue/labs.js';
import { cleanText, isCalendarDate, isPlainObject, isValidEmail, normaliseEmail } from '../validation/text.rules.js';
import type { Qualification } from './qualifications.js';

export const QUALIFICATION_NOTE_MAX_LENGTH = 500;
export const REVOKE_REASON_MAX_LENGTH = 500;

const segment = (value: string): string => encodeURIComponent(value);

export const TRAINING_PATHS = {
  /** GET (`email`, `facility` filters) and POST (grant). */
  qualifications: '/api/admin/training/qualifications',
  /** POST: revoke one booker's qualification for one facility. */
  revoke: (email: string, facilityId: string) =>
    `/api/admin/training/qualifications/${segment(email)}/${segment(facilityId)}/revoke`,
} as const;

/** POST /api/admin/training/qualifications */
export interface GrantQualificationRequest {
  email: string;
  facilityId: string;
  /** YYYY-MM-DD; absent: it does not expire. */
  expiresOn?: string;
  note?: string;
}

/** POST …/revoke */
export interface RevokeQualificationRequest {
  reason: string;
}

/** One booker's qualification for one facility, as the console lists it. */
export interface QualificationEntry extends Qualification {
  email: string;
  lab: LabId;
  facilityName: string;
}

/** GET /api/admin/training/qualifications: the current ones (not expired today), newest grant first. */
export interface QualificationsResponse {
  success: true;
  qualifications: QualificationEntry[];
}

export interface TrainingCommandResponse {
  success: true;
  position: number;
}

/** The console's words. */
export const TRAINING_MESSAGES = {
  invalidGrant: 'Check the qualification: some fields need attention.',
  invalidRevoke: 'Give a reason for revoking the qualification.',
  emailRequired: 'Enter the booker’s email',
  emailInvalid: 'Enter a valid email address',
  facilityRequired: 'Choose a training-required facility',
  facilityNotTrained: 'This facility needs no training: only training-required facilities take a qualification.',
  expiryInvalid: 'Enter a valid date, or leave it empty for no expiry',
  expiryPast: 'The expiry date has passed: choose today or a later date',
  noteTooLong: `Keep the note under ${QUALIFICATION_NOTE_MAX_LENGTH} characters`,
  reasonRequired: 'Give a reason: the booker is mailed it',
  reasonTooLong: `Keep the reason under ${REVOKE_REASON_MAX_LENGTH} characters`,
  notQualified: 'This booker holds no qualification for this facility.',
  busy: 'The qualification changed while it was being saved. Please try again.',
  catalogueUnavailable: 'The catalogue could not be read just now, so the facility cannot be checked. Nothing was granted: please try again.',
} as const;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string; errors: Record<string, string> };

const text = (value: unknown): string => (typeof value === 'string' ? cleanText(value).trim() : '');

/**
 * A grant as staff type it; `today` is the centre's date (an expiry before it is refused);
 * `labs` the current catalogue's bookable labs (a facility an admin marked training-required
 * takes a grant the moment the catalogue says so; one retired takes none).
 */
export const parseGrantQualification = (
  body: unknown,
  today: string,
  labs: readonly Lab[],
): Parsed<Required<Omit<GrantQualificationRequest, 'expiresOn'>> & { expiresOn: string | null }> => {
  const raw = isPlainObject(body) ? body : {};
  const errors: Record<string, string> = {};
  const email = normaliseEmail(text(raw.email));
  const facilityId = text(raw.facilityId);
  const expiresOn = text(raw.expiresOn);
  const note = text(raw.note);
  if (email === '') errors.email = TRAINING_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = TRAINING_MESSAGES.emailInvalid;
  if (facilityId === '') errors.facilityId = TRAINING_MESSAGES.facilityRequired;
  else if (!needsTrainingIn(labs)(facilityId)) errors.facilityId = TRAINING_MESSAGES.facilityNotTrained;
  if (expiresOn !== '' && !isCalendarDate(expiresOn)) errors.expiresOn = TRAINING_MESSAGES.expiryInvalid;
  else if (expiresOn !== '' && expiresOn < today) errors.expiresOn = TRAINING_MESSAGES.expiryPast;
  if (note.length > QUALIFICATION_NOTE_MAX_LENGTH) errors.note = TRAINING_MESSAGES.noteTooLong;
  if (Object.keys(errors).length > 0) return { ok: false, message: TRAINING_MESSAGES.invalidGrant, errors };
  return { ok: true, value: { email, facilityId, expiresOn: expiresOn === '' ? null : expiresOn, note } };
};

export const parseRevokeQualification = (body: unknown): Parsed<RevokeQualificationRequest> => {
  const raw = isPlainObject(body) ? body : {};
  const reason = text(raw.reason);
  const error =
    reason === ''
      ? TRAINING_MESSAGES.reasonRequired
      : reason.length > REVOKE_REASON_MAX_LENGTH
        ? TRAINING_MESSAGES.reasonTooLong
        : undefined;
  if (error) return { ok: false, message: TRAINING_MESSAGES.invalidRevoke, errors: { reason: error } };
  return { ok: true, value: { reason } };
};
