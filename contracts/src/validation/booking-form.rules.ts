import {
  BOOKING_RULE_MESSAGES,
  dateGivenRule,
  distinctFacilitiesRule,
  distinctSlotsRule,
  facilitiesInLabRule,
  notLentItemsAloneRule,
  facilityCountRule,
  firstRefusal,
  knownSlotsRule,
  labOpenOnDateRule,
  slotsOpenRule,
  notInPastRule,
  notStartedRule,
  slotCountRule,
  resolveSlotIds,
  type FacilityLookup,
} from '../bookings/booking-rules.js';
import { findLab } from '../catalogue/labs.js';
import type { OpeningHours } from '../catalogue/opening-hours.js';
import { findInstitute } from '../catalogue/institutes.js';
import { findStaffMember } from '../catalogue/staff-directory.js';
import {
  isStaff,
  needsInstitute,
  needsStartupName,
  parseUserType,
} from '../catalogue/user-types.js';
import type { GroupCode } from './message-codes.js';
import { cleanText, contactNumberOf, isBlank, isValidEmail } from './text.rules.js';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const STARTUP_NAME_MAX_LENGTH = 200;

/** The booking form as it holds its fields. */
export interface BookingFormValues {
  /** A user type id or label. */
  userType: string;
  lab: string;
  /** YYYY-MM-DD */
  date: string;
  /** Slot labels ('9:00 AM - 10:00 AM') or ids ('09:00'). */
  timeSlots: string[];
  facilityIds: string[];
  staffMemberId: string;
  email: string;
  name: string;
  contactNumber: string;
  institute: string;
  startupName: string;
}

export type BookingFormField = keyof BookingFormValues;
/** The code of each faulty field's message (its English: `messageText`). */
export type BookingMessageCode = GroupCode<'booking'>;
export type BookingFormErrors = Partial<Record<BookingFormField, BookingMessageCode>>;

export const EMPTY_BOOKING_FORM: BookingFormValues = {
  userType: '',
  lab: '',
  date: '',
  timeSlots: [],
  facilityIds: [],
  staffMemberId: '',
  email: '',
  name: '',
  contactNumber: '',
  institute: '',
  startupName: '',
};

export interface BookingRuleOptions {
  /** The lab's opening hours as set in the console (its live snapshot's); the catalogue's when absent. */
  hours?: OpeningHours;
  /**
   * The server's edge: the lab's current opening hours are judged by the lab-day decision, which
   * reads them with the lab's operations; the edge has not read them.
   */
  hoursJudgedByDecision?: boolean;
  /** When given, slots of `today` that have already begun are refused. */
  hasSlotStarted?: (slotId: string, date: string) => boolean;
  /** The lab's facilities as the current catalogue has them; the spec's catalogue when absent. */
  facilityOf?: FacilityLookup;
  /**
   * The server's edge: which facilities a lab holds (and how they are lent) is judged by the
   * lab-day decision against the current catalogue, which the edge has not read.
   */
  facilitiesJudgedByDecision?: boolean;
}

type Code = BookingMessageCode | undefined;
const wordsOf = (rule: keyof typeof BOOKING_RULE_MESSAGES | null): Code =>
  rule === null ? undefined : BOOKING_RULE_MESSAGES[rule];

const checkDate = (date: string, lab: string, today: string, options: BookingRuleOptions): Code =>
  wordsOf(
    firstRefusal(
      () => dateGivenRule(date),
      () => notInPastRule(date, today),
      () => (options.hoursJudgedByDecision ? null : labOpenOnDateRule(lab, date, options.hours)),
    ),
  );

const checkSlots = (values: BookingFormValues, today: string, options: BookingRuleOptions): Code => {
  const { timeSlots, date } = values;
  const ids = resolveSlotIds(timeSlots);
  // Past the known-slots rule, every id is there.
  const known = () => ids as string[];
  const started = options.hasSlotStarted;
  return wordsOf(
    firstRefusal(
      () => slotCountRule(timeSlots),
      () => knownSlotsRule(ids),
      () => distinctSlotsRule(known()),
      () => (started ? notStartedRule(known(), date, today, started) : null),
      () => (options.hoursJudgedByDecision ? null : slotsOpenRule(values.lab, date, known(), options.hours)),
    ),
  );
};

const checkFacilities = (lab: string, facilityIds: readonly string[], options: BookingRuleOptions): Code => {
  const { facilityOf, facilitiesJudgedByDecision: later } = options;
  const lent = facilityOf && ((id: string) => facilityOf(lab, id)?.lentWithAnother === true);
  return wordsOf(
    firstRefusal(
      () => facilityCountRule(facilityIds),
      () => (later ? null : facilitiesInLabRule(lab, facilityIds, facilityOf)),
      () => distinctFacilitiesRule(facilityIds),
      () => (later ? null : notLentItemsAloneRule(facilityIds, lent)),
    ),
  );
};

const checkEmail = (email: string): Code => {
  if (isBlank(email)) return 'booking.emailRequired';
  return isValidEmail(email) ? undefined : 'booking.emailInvalid';
};

const checkName = (name: string): Code => {
  if (isBlank(name)) return 'booking.nameRequired';
  const trimmed = cleanText(name).trim();
  if (trimmed.length < NAME_MIN_LENGTH) return 'booking.nameTooShort';
  return trimmed.length > NAME_MAX_LENGTH ? 'booking.nameTooLong' : undefined;
};

const checkContact = (contact: string): Code => {
  if (isBlank(contact)) return 'booking.contactRequired';
  return contactNumberOf(contact) === null ? 'booking.contactInvalid' : undefined;
};

const checkStartupName = (startupName: string): Code => {
  if (isBlank(startupName)) return 'booking.startupNameRequired';
  return cleanText(startupName).trim().length > STARTUP_NAME_MAX_LENGTH
    ? 'booking.startupNameTooLong'
    : undefined;
};

/**
 * Every rule of the booking form (spec 5). `today` is the centre's date (YYYY-MM-DD).
 * Returns the code of one message per faulty field; an empty object means the form is valid.
 */
export const validateBookingForm = (
  values: BookingFormValues,
  today: string,
  options: BookingRuleOptions = {},
): BookingFormErrors => {
  const errors: BookingFormErrors = {};
  const set = (field: BookingFormField, code: Code): void => {
    if (code !== undefined) errors[field] = code;
  };

  const userType = isBlank(values.userType) ? undefined : parseUserType(values.userType);
  set(
    'userType',
    isBlank(values.userType)
      ? 'booking.userTypeRequired'
      : userType
        ? undefined
        : 'booking.userTypeInvalid',
  );
  set(
    'lab',
    isBlank(values.lab) ? 'booking.labRequired' : findLab(values.lab) ? undefined : 'booking.labInvalid',
  );
  set('date', checkDate(values.date, values.lab, today, options));
  set('timeSlots', checkSlots(values, today, options));
  set('facilityIds', checkFacilities(values.lab, values.facilityIds, options));

  if (userType === undefined) return errors;
  if (isStaff(userType)) {
    const staff = values.staffMemberId;
    set(
      'staffMemberId',
      isBlank(staff)
        ? 'booking.staffMemberRequired'
        : findStaffMember(staff.trim())
          ? undefined
          : 'booking.staffMemberInvalid',
    );
    // A staff member is written to at the directory's address: nothing typed is asked for.
    return errors;
  }
  set('name', checkName(values.name));
  set('contactNumber', checkContact(values.contactNumber));
  set('email', checkEmail(values.email));
  if (needsInstitute(userType)) {
    const inst = values.institute;
    set(
      'institute',
      isBlank(inst)
        ? 'booking.instituteRequired'
        : findInstitute(inst.trim())
          ? undefined
          : 'booking.instituteInvalid',
    );
  }
  if (needsStartupName(userType)) set('startupName', checkStartupName(values.startupName));
  return errors;
};

export const isBookingFormValid = (errors: BookingFormErrors): boolean =>
  Object.keys(errors).length === 0;

/** Choosing a user type clears the other group's fields (staff versus personal). */
export const withUserType = (values: BookingFormValues, userType: string): BookingFormValues => {
  const staff = isStaff(parseUserType(userType));
  return staff
    ? { ...values, userType, name: '', contactNumber: '', institute: '', startupName: '' }
    : {
        ...values,
        userType,
        staffMemberId: '',
        email: isStaff(parseUserType(values.userType)) ? '' : values.email,
      };
};

/** Changing the lab clears the chosen facilities. */
export const withLab = (values: BookingFormValues, lab: string): BookingFormValues =>
  lab === values.lab ? values : { ...values, lab, facilityIds: [] };
