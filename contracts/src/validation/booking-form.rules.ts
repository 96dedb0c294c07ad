import { findFacility, findLab } from '../catalogue/labs.js';
import { findInstitute } from '../catalogue/institutes.js';
import { findStaffMember } from '../catalogue/staff-directory.js';
import { MAX_SLOTS_PER_BOOKING, resolveSlotId } from '../catalogue/time-slots.js';
import {
  isStaff,
  needsInstitute,
  needsStartupName,
  parseUserType,
} from '../catalogue/user-types.js';
import { BOOKING_MESSAGES as M } from './messages.js';
import { isBlank, isCalendarDate, isTenDigits, isValidEmail } from './text.rules.js';

export { isValidEmail, normaliseEmail, sanitiseContactNumber } from './text.rules.js';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const STARTUP_NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

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
export type BookingFormErrors = Partial<Record<BookingFormField, string>>;

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
  /** When given, slots of `today` that have already begun are refused. */
  hasSlotStarted?: (slotId: string, date: string) => boolean;
}

const hasDuplicates = (items: readonly string[]): boolean => new Set(items).size !== items.length;

const checkDate = (date: string, today: string): string | undefined => {
  if (isBlank(date)) return M.dateRequired;
  if (!isCalendarDate(date)) return M.dateInvalid;
  return date < today ? M.dateInPast : undefined;
};

const checkSlots = (values: BookingFormValues, options: BookingRuleOptions): string | undefined => {
  const { timeSlots } = values;
  if (timeSlots.length === 0) return M.slotsRequired;
  if (timeSlots.length > MAX_SLOTS_PER_BOOKING) return M.slotsTooMany;
  const ids = timeSlots.map(resolveSlotId);
  if (ids.some((id) => id === undefined)) return M.slotInvalid;
  if (hasDuplicates(ids as string[])) return M.slotsDuplicate;
  const started = options.hasSlotStarted;
  if (
    started &&
    isCalendarDate(values.date) &&
    ids.some((id) => started(id as string, values.date))
  ) {
    return M.slotStarted;
  }
  return undefined;
};

const checkFacilities = (lab: string, facilityIds: readonly string[]): string | undefined => {
  if (facilityIds.length === 0) return M.facilitiesRequired;
  // Facilities of an unknown lab cannot be judged; the lab's own message says enough.
  if (findLab(lab) && facilityIds.some((id) => !findFacility(lab, id))) return M.facilityNotInLab;
  return hasDuplicates(facilityIds) ? M.facilitiesDuplicate : undefined;
};

const checkEmail = (email: string): string | undefined => {
  if (isBlank(email)) return M.emailRequired;
  return isValidEmail(email) && email.trim().length <= EMAIL_MAX_LENGTH
    ? undefined
    : M.emailInvalid;
};

const checkName = (name: string): string | undefined => {
  const trimmed = name.trim();
  if (trimmed === '') return M.nameRequired;
  if (trimmed.length < NAME_MIN_LENGTH) return M.nameTooShort;
  return trimmed.length > NAME_MAX_LENGTH ? M.nameTooLong : undefined;
};

const checkContact = (contact: string): string | undefined => {
  if (isBlank(contact)) return M.contactRequired;
  return isTenDigits(contact.trim()) ? undefined : M.contactInvalid;
};

const checkStartupName = (startupName: string): string | undefined => {
  if (isBlank(startupName)) return M.startupNameRequired;
  return startupName.trim().length > STARTUP_NAME_MAX_LENGTH ? M.startupNameTooLong : undefined;
};

/**
 * Every rule of the booking form (spec 5). `today` is the centre's date (YYYY-MM-DD).
 * Returns one message per faulty field; an empty object means the form is valid.
 */
export const validateBookingForm = (
  values: BookingFormValues,
  today: string,
  options: BookingRuleOptions = {},
): BookingFormErrors => {
  const errors: BookingFormErrors = {};
  const set = (field: BookingFormField, message: string | undefined): void => {
    if (message !== undefined) errors[field] = message;
  };

  const userType = isBlank(values.userType) ? undefined : parseUserType(values.userType);
  set(
    'userType',
    isBlank(values.userType) ? M.userTypeRequired : userType ? undefined : M.userTypeInvalid,
  );
  set('lab', isBlank(values.lab) ? M.labRequired : findLab(values.lab) ? undefined : M.labInvalid);
  set('date', checkDate(values.date, today));
  set('timeSlots', checkSlots(values, options));
  set('facilityIds', checkFacilities(values.lab, values.facilityIds));

  if (userType === undefined) return errors;
  if (isStaff(userType)) {
    const staff = values.staffMemberId;
    set(
      'staffMemberId',
      isBlank(staff)
        ? M.staffMemberRequired
        : findStaffMember(staff.trim())
          ? undefined
          : M.staffMemberInvalid,
    );
    set('email', checkEmail(values.email));
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
        ? M.instituteRequired
        : findInstitute(inst.trim())
          ? undefined
          : M.instituteInvalid,
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
