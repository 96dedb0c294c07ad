import type { BookingDetails } from '../bookings/booking-request.js';
import { BOOKING_RULE_MESSAGES } from '../bookings/booking-rules.js';
import { isSiteLanguage } from '../i18n/site-languages.js';
import { findInstitute } from '../catalogue/institutes.js';
import {
  STAFF_DIRECTORY,
  findStaffMember,
  type StaffMember,
} from '../catalogue/staff-directory.js';
import { staffEmailOf } from '../catalogue/staff-mailboxes.js';
import { resolveSlotId, sortSlotIds } from '../catalogue/time-slots.js';
import {
  isStaff,
  needsInstitute,
  needsStartupName,
  parseUserType,
} from '../catalogue/user-types.js';
import {
  validateBookingForm,
  type BookingFormField,
  type BookingFormValues,
  type BookingMessageCode,
  type BookingRuleOptions,
} from './booking-form.rules.js';
import { bodyNotAnObject, validationFailure, type ParseResult } from '../http/api-error.js';
import { contactNumberOf, isPlainObject, normaliseEmail, stringOrEmpty } from './text.rules.js';

/** The request body names two fields differently from the form. */
const BODY_FIELD: Record<BookingFormField, string> = {
  userType: 'userType',
  lab: 'lab',
  date: 'date',
  timeSlots: 'timeSlots',
  facilityIds: 'machines',
  staffMemberId: 'staffMember',
  email: 'email',
  name: 'name',
  contactNumber: 'contactNumber',
  institute: 'institute',
  startupName: 'startupName',
};

/** Elements that are not strings become '' so that they fail as unknown entries. */
const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : [];

/** Facilities arrive as `{id, name}` objects (booking) or bare ids (availability check). */
export const facilityIdsOf = (machines: unknown): string[] =>
  Array.isArray(machines)
    ? machines.map((m) => {
        if (typeof m === 'string') return m;
        return isPlainObject(m) && typeof m.id === 'string' ? m.id : '';
      })
    : [];

/** The directory is named by id, or (as the older client sent it) by the member's name. */
const findStaff = (idOrName: string): StaffMember | undefined => {
  const wanted = idOrName.trim();
  return (
    findStaffMember(wanted) ??
    STAFF_DIRECTORY.find((s) => s.name.toLowerCase() === wanted.toLowerCase())
  );
};

const toFormValues = (body: Record<string, unknown>): BookingFormValues => {
  const staffInput = stringOrEmpty(body.staffMember ?? body.staffMemberId);
  return {
    userType: stringOrEmpty(body.userType),
    lab: stringOrEmpty(body.lab),
    date: stringOrEmpty(body.date),
    timeSlots: stringList(body.timeSlots),
    facilityIds: facilityIdsOf(body.machines),
    staffMemberId: findStaff(staffInput)?.id ?? staffInput,
    email: stringOrEmpty(body.email),
    name: stringOrEmpty(body.name),
    contactNumber: stringOrEmpty(body.contactNumber),
    institute: stringOrEmpty(body.institute),
    startupName: stringOrEmpty(body.startupName),
  };
};

/**
 * The server's reading of POST /api/bookings: the same rules and messages as the form, then
 * the canonical shape BookingRequested carries.
 */
export const parseBookingRequest = (
  body: unknown,
  today: string,
  options: BookingRuleOptions = {},
): ParseResult<BookingDetails> => {
  if (!isPlainObject(body)) return bodyNotAnObject();
  const values = toFormValues(body);
  const formErrors = validateBookingForm(values, today, options);
  const entries = Object.entries(formErrors) as Array<[BookingFormField, BookingMessageCode]>;
  if (entries.length > 0) {
    return validationFailure(
      Object.fromEntries(entries.map(([field, code]) => [BODY_FIELD[field], code])),
    );
  }

  // Validation passed, so every lookup below finds what it looks for.
  const userType = parseUserType(values.userType)!;
  const details: BookingDetails = {
    userType,
    lab: values.lab,
    date: values.date,
    slots: sortSlotIds(values.timeSlots.map((s) => resolveSlotId(s)!)),
    facilityIds: [...values.facilityIds].sort(),
    name: '',
    email: normaliseEmail(values.email),
  };
  if (isStaff(userType)) {
    const member = findStaffMember(values.staffMemberId)!;
    details.name = member.name;
    details.staffMemberId = member.id;
    // Never the address in the body: anyone could name a staff member and their own mailbox.
    details.email = staffEmailOf(member.id)!;
  } else {
    details.name = values.name.trim();
    details.contactNumber = contactNumberOf(values.contactNumber)!;
    if (needsInstitute(userType)) details.institute = findInstitute(values.institute.trim())!.label;
    if (needsStartupName(userType)) details.startupName = values.startupName.trim();
  }
  if (typeof body.timestamp === 'string' && body.timestamp.length <= 64)
    details.clientTimestamp = body.timestamp;
  // A language the site does not have reads as English: the request itself is still good.
  if (isSiteLanguage(body.language)) details.language = body.language;
  return { ok: true, value: details };
};

export interface AvailabilityQuery {
  lab: string;
  date: string;
  /** Slot ids, sorted. */
  slots: string[];
  /** Facility ids, sorted. */
  facilityIds: string[];
}

/**
 * The server's reading of POST /api/check-availability: lab, date, slots and facilities, with
 * the booking form's messages. A past date is refused like on the form.
 */
/** Outside the opening hours is an answer of availability ("closed"), not a malformed question. */
const ANSWERED_AS_CLOSED: ReadonlySet<string> = new Set([
  BOOKING_RULE_MESSAGES.LAB_CLOSED_ON_DATE,
  BOOKING_RULE_MESSAGES.SLOT_CLOSED,
]);

/** `options.facilityOf`: the current catalogue's facilities (a facility added in the console too). */
export const parseAvailabilityRequest = (
  body: unknown,
  today: string,
  options: Pick<BookingRuleOptions, 'facilityOf'> = {},
): ParseResult<AvailabilityQuery> => {
  if (!isPlainObject(body)) return bodyNotAnObject();
  const values = toFormValues(body);
  const formErrors = validateBookingForm(values, today, options);
  const wanted: BookingFormField[] = ['lab', 'date', 'timeSlots', 'facilityIds'];
  const entries = wanted.flatMap((field) => {
    const code = formErrors[field];
    return code === undefined || ANSWERED_AS_CLOSED.has(code) ? [] : [[BODY_FIELD[field], code] as const];
  });
  if (entries.length > 0) return validationFailure(Object.fromEntries(entries));
  return {
    ok: true,
    value: {
      lab: values.lab,
      date: values.date,
      slots: sortSlotIds(values.timeSlots.map((s) => resolveSlotId(s)!)),
      facilityIds: [...values.facilityIds].sort(),
    },
  };
};
