import {
  CENTRE_TIMEZONE_DEFAULT,
  EMPTY_BOOKING_FORM,
  LABS,
  USER_TYPES,
  facilityLookupIn,
  facilityNameAmong,
  findStaffMember,
  hasSlotStarted,
  isCalendarDate,
  isStaff,
  messageText,
  needsInstitute,
  needsStartupName,
  normaliseEmail,
  parseUserType,
  resolveSlotIds,
  slotLabel,
  sortSlotIds,
  type Lab,
  type OpeningHours,
  todayIn,
  validateBookingForm,
  type BookingFormField,
  type BookingFormValues,
  type BookingMessageCode,
  type CreateBookingRequest,
} from '@centre/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The centre's date today: the date picker's minimum and the rules' "today". */
export const centreToday = (now: Date = new Date()): string =>
  todayIn(CENTRE_TIMEZONE_DEFAULT, now);

/** Field order on the page: a failed submit focuses the first faulty one. */
export const FIELD_ORDER: readonly BookingFormField[] = [
  'userType',
  'lab',
  'date',
  'timeSlots',
  'facilityIds',
  'staffMemberId',
  'name',
  'contactNumber',
  'email',
  'institute',
  'startupName',
];

/** The id of the element that takes focus for a field (the first checkbox for the pickers). */
export const fieldElementId = (field: BookingFormField): string => `booking-${field}`;

/** react-hook-form resolver: every rule comes from contracts' `validateBookingForm`. */
export const bookingResolver =
  (
    now: () => Date = () => new Date(),
    labs: readonly Lab[] = LABS,
    /** The chosen lab's opening hours as its live snapshot carries them (set in the console); absent: the catalogue's. */
    hoursOf: () => OpeningHours | undefined = () => undefined,
  ): Resolver<BookingFormValues> =>
  (values) => {
    const at = now();
    const hours = hoursOf();
    const errors = validateBookingForm(values, centreToday(at), {
      ...(hours && { hours }),
      hasSlotStarted: (slotId, date) => hasSlotStarted(slotId, date, CENTRE_TIMEZONE_DEFAULT, at),
      // The current catalogue's facilities (an added one is the lab's, a retired one no more).
      facilityOf: facilityLookupIn(labs),
    });
    const entries = Object.entries(errors) as Array<[BookingFormField, BookingMessageCode]>;
    if (entries.length === 0) return { values, errors: {} };
    // The rule's code is the error's type: the form shows it by its code.
    const fieldErrors: FieldErrors<BookingFormValues> = {};
    for (const [field, code] of entries)
      Object.assign(fieldErrors, { [field]: { type: code, message: messageText(code) } });
    return { values: {}, errors: fieldErrors };
  };

/**
 * The query preselects: `?lab=` and `?facility=` from an equipment page; from the availability
 * grid also `?date=`, several `facility` and `slot` (slot ids, shown as the form's labels).
 * `labs` is the current catalogue (a facility added in the console is preselected once it is
 * known; the spec's until then). Whatever names nothing of the lab is left out; the form's own
 * rules judge the rest.
 */
export const initialValues = (params: URLSearchParams, labs: readonly Lab[] = LABS): BookingFormValues => {
  const lab = labs.find((l) => l.id === (params.get('lab') ?? ''));
  const facilities = [...new Set(params.getAll('facility'))];
  const chosen = lab ?? labs.find((l) => l.facilities.some((f) => f.id === facilities[0]));
  const labId = chosen?.id ?? '';
  const date = params.get('date') ?? '';
  const withDate = labId !== '' && isCalendarDate(date);
  const slotIds = resolveSlotIds([...new Set(params.getAll('slot'))]).filter((id) => id !== undefined);
  return {
    ...EMPTY_BOOKING_FORM,
    lab: labId,
    facilityIds: chosen ? facilities.filter((id) => chosen.facilities.some((f) => f.id === id)) : [],
    date: withDate ? date : '',
    timeSlots: withDate ? sortSlotIds(slotIds).map((id) => slotLabel(id) ?? id) : [],
  };
};

/** The name the thank-you page greets: the booker, or the staff member picked. */
export const bookerName = (values: BookingFormValues): string =>
  isStaff(parseUserType(values.userType))
    ? (findStaffMember(values.staffMemberId)?.name ?? '')
    : values.name.trim();

/** The request body of spec 3, only with the fields the user type asks for. */
/** `labs`: the current catalogue, which names the machines (one added in the console too). */
export const toBookingRequest = (values: BookingFormValues, now: Date, labs: readonly Lab[] = LABS): CreateBookingRequest => {
  const userType = parseUserType(values.userType);
  const base = {
    timestamp: now.toISOString(),
    userType: values.userType,
    lab: values.lab,
    date: values.date,
    timeSlots: values.timeSlots,
    machines: values.facilityIds.map((id) => ({ id, name: facilityNameAmong(labs)(id) })),
  };
  if (isStaff(userType))
    return { ...base, staffMember: values.staffMemberId };
  return {
    ...base,
    name: values.name.trim(),
    contactNumber: values.contactNumber,
    email: normaliseEmail(values.email),
    ...(needsInstitute(userType) ? { institute: values.institute } : {}),
    ...(needsStartupName(userType) ? { startupName: values.startupName.trim() } : {}),
  };
};

/** The server names two fields as the request does; the form shows them on its own fields. */
export const formFieldOf = (serverField: string): BookingFormField | undefined => {
  if (serverField === 'machines') return 'facilityIds';
  if (serverField === 'staffMember') return 'staffMemberId';
  return (FIELD_ORDER as readonly string[]).includes(serverField)
    ? (serverField as BookingFormField)
    : undefined;
};

/** The ids of the chosen slots that name one (contracts' `resolveSlotIds`, unknown ones left out). */
export const slotIdsOf = (labels: readonly string[]): string[] =>
  resolveSlotIds(labels).filter((id): id is string => id !== undefined);

export const userTypeOptions = USER_TYPES;
