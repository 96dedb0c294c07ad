import type { BookingRequestBody } from '../bookings/booking-request.js';
import { validationFailure, type ParseResult } from '../http/api-error.js';
import { catalogueFacility, facilityNameAmong } from '../catalogue/catalogue.js';
import { LABS, type Facility, type Lab, type LabId } from '../catalogue/labs.js';
import { needsStartupName, parseUserType } from '../catalogue/user-types.js';
import { FIRST_SLOT_HOUR, LAST_SLOT_END_HOUR, findSlot } from '../catalogue/time-slots.js';
import type { GroupCode } from './message-codes.js';
import { isBlank, isCalendarDate, isPlainObject, stringOrEmpty } from './text.rules.js';

/** The older appointment form (/appointmentForm), kept working on top of the booking rules. */
export interface AppointmentFormValues {
  userType: string;
  institute: string;
  name: string;
  contact: string;
  email: string;
  /** YYYY-MM-DD */
  date: string;
  /** 'HH:MM', 24-hour clock, as a time input gives it. */
  timeFrom: string;
  timeTo: string;
  selectedMachines: string[];
}

export interface AppointmentMachine {
  id: string;
  name: string;
  lab: LabId;
  facilityId: string;
}

/**
 * The spec's three machine checkboxes, each standing for one catalogue facility: the words an
 * older client may still send. The form itself lists `appointmentMachinesIn` the current catalogue.
 */
export const APPOINTMENT_MACHINES: readonly AppointmentMachine[] = [
  { id: '3d-printer', name: '3D Printer', lab: 'FabricationLab', facilityId: 'fab-prusa-mk4-1' },
  {
    id: 'laser-cutter',
    name: 'Laser Cutter',
    lab: 'FabricationLab',
    facilityId: 'fab-trotec-speedy-360',
  },
  {
    id: 'cnc-router',
    name: 'CNC Router',
    lab: 'FabricationLab',
    facilityId: 'fab-shopbot-prs-alpha',
  },
];

export const findAppointmentMachine = (id: string): AppointmentMachine | undefined =>
  APPOINTMENT_MACHINES.find((m) => m.id === id);

/** The lab the older form books ("one of our fabrication machines"; any other facility: the booking form). */
export const APPOINTMENT_LAB: LabId = 'FabricationLab';

/**
 * The form's machines in these labs (GET /api/catalog's, as the booking form has them): the
 * Fabrication Lab's facilities that are booked on their own, in the catalogue's order, those
 * added in the console included and retired ones gone.
 */
export const appointmentMachinesIn = (labs: readonly Lab[]): readonly Facility[] =>
  labs.find((lab) => lab.id === APPOINTMENT_LAB)?.facilities.filter((f) => !f.lentWithAnother) ?? [];

const minutesOf = (time: string): number | undefined => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return undefined;
  const [h, m] = [Number(match[1]), Number(match[2])];
  return h <= 24 && m < 60 ? h * 60 + m : undefined;
};

/**
 * The hourly slots an hour range covers ('09:30'–'11:00' → '09:00', '10:00'). Undefined when
 * the range leaves 9:00–21:00, ends at or before its start, or is not a time at all.
 */
export const appointmentToBookingSlots = (
  timeFrom: string,
  timeTo: string,
): string[] | undefined => {
  const from = minutesOf(timeFrom);
  const to = minutesOf(timeTo);
  if (from === undefined || to === undefined || to <= from) return undefined;
  if (from < FIRST_SLOT_HOUR * 60 || to > LAST_SLOT_END_HOUR * 60) return undefined;
  const ids: string[] = [];
  for (let hour = Math.floor(from / 60); hour * 60 < to; hour += 1) {
    const id = `${String(hour).padStart(2, '0')}:00`;
    if (findSlot(id)) ids.push(id);
  }
  return ids;
};

/**
 * Every field and at least one machine ('Please fill all fields.'), then a usable time range:
 * the code of the form's one message, or undefined.
 */
export const validateAppointmentForm = (
  values: AppointmentFormValues,
): GroupCode<'appointment'> | undefined => {
  const texts = [
    values.userType,
    values.institute,
    values.name,
    values.contact,
    values.email,
    values.date,
  ];
  if (texts.some(isBlank) || isBlank(values.timeFrom) || isBlank(values.timeTo))
    return 'appointment.fillAllFields';
  if (values.selectedMachines.length === 0) return 'appointment.fillAllFields';
  return appointmentToBookingSlots(values.timeFrom, values.timeTo)
    ? undefined
    : 'appointment.timeRangeInvalid';
};

/**
 * The same request as a booking, so one set of rules (and one conflict check) decides it.
 * Undefined when the form itself is not valid or names an unknown machine.
 */
export const appointmentToBookingRequest = (
  values: AppointmentFormValues,
  /** The current catalogue (the backend's); the spec's by default. */
  labs: readonly Lab[] = LABS,
): BookingRequestBody | undefined => {
  if (validateAppointmentForm(values) !== undefined) return undefined;
  const machines = values.selectedMachines.map(appointmentFacilityIn(labs));
  if (machines.some((m) => m === undefined)) return undefined;
  const known = machines as AppointmentFacility[];
  const lab = known[0]!.lab;
  const slots = appointmentToBookingSlots(values.timeFrom, values.timeTo) ?? [];
  const nameOf = facilityNameAmong(labs);
  return {
    userType: values.userType,
    lab,
    date: values.date,
    timeSlots: slots.map((id) => findSlot(id)!.label),
    machines: known.map((m) => ({
      id: m.facilityId,
      name: nameOf(m.facilityId),
    })),
    name: values.name,
    contactNumber: values.contact,
    email: values.email,
    // The older form has one free "institute" box; a startup writes its own name there.
    ...(needsStartupName(parseUserType(values.userType))
      ? { startupName: values.institute }
      : { institute: values.institute }),
  };
};

/** The body of POST /api/appointments read as the form's values; wrong types read as missing. */
export const appointmentValuesOf = (body: unknown): AppointmentFormValues => {
  const raw = isPlainObject(body) ? body : {};
  const machines = raw.selectedMachines;
  return {
    userType: stringOrEmpty(raw.userType),
    institute: stringOrEmpty(raw.institute),
    name: stringOrEmpty(raw.name),
    contact: stringOrEmpty(raw.contact),
    email: stringOrEmpty(raw.email),
    date: stringOrEmpty(raw.date),
    timeFrom: stringOrEmpty(raw.timeFrom),
    timeTo: stringOrEmpty(raw.timeTo),
    selectedMachines: Array.isArray(machines) ? machines.map(stringOrEmpty) : [],
  };
};

/** The older form shows one line: a refused field's own message is the line. */
export const appointmentRefusal = (field: string, code: GroupCode<'appointment'>) =>
  validationFailure({ [field]: code }, code);

/** A cell of the older form's question: which lab, which facility. */
export interface AppointmentFacility {
  lab: string;
  facilityId: string;
}

/**
 * A machine the form names: one of the spec's three words, or a facility id of these labs (the
 * current catalogue's, retired ones included when given: the booking decision then says why not).
 */
export const appointmentFacilityIn =
  (labs: readonly Lab[]) =>
  (id: string): AppointmentFacility | undefined => {
    const machine = findAppointmentMachine(id);
    if (machine) return { lab: machine.lab, facilityId: machine.facilityId };
    const located = catalogueFacility(labs, id);
    return located && { lab: located.lab.id, facilityId: located.facility.id };
  };

export interface MachinesQuestion {
  date: string;
  /** The hourly slots the time range covers. */
  slots: string[];
  facilities: AppointmentFacility[];
}

/** GET /api/machines/availability's query (`MachinesAvailabilityQuery`), read and checked. */
export const parseMachinesAvailabilityQuery = (
  query: Readonly<Record<string, unknown>>,
  /** The current catalogue (the backend's); the spec's by default. */
  labs: readonly Lab[] = LABS,
): ParseResult<MachinesQuestion> => {
  const date = stringOrEmpty(query.date);
  const machines = stringOrEmpty(query.machines)
    .split(',')
    .map((m) => m.trim())
    .filter((m) => m !== '');
  if (!isCalendarDate(date) || machines.length === 0) return appointmentRefusal('query', 'appointment.fillAllFields');
  const slots = appointmentToBookingSlots(stringOrEmpty(query.timeFrom), stringOrEmpty(query.timeTo));
  if (!slots) return appointmentRefusal('timeFrom', 'appointment.timeRangeInvalid');
  const facilities = machines.map(appointmentFacilityIn(labs));
  if (facilities.some((f) => f === undefined)) return appointmentRefusal('machines', 'appointment.fillAllFields');
  return { ok: true, value: { date, slots, facilities: facilities as AppointmentFacility[] } };
};
