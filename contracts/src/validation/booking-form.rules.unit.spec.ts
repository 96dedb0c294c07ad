import { CENTRE_SHORT_NAME } from '../catalogue/centre.js';
import {
  EMPTY_BOOKING_FORM,
  isBookingFormValid,
  validateBookingForm,
  withLab,
  withUserType,
  type BookingFormValues,
} from './booking-form.rules.js';
import { textsOf } from './message-codes.js';
import { isValidEmail, normaliseEmail, sanitiseContactNumber } from './text.rules.js';

/** The rules answer codes; the spec's words are what those codes say. */
const validated = (...args: Parameters<typeof validateBookingForm>) =>
  textsOf(validateBookingForm(...args));

const TODAY = '2026-03-10';

const student: BookingFormValues = {
  ...EMPTY_BOOKING_FORM,
  userType: 'student',
  lab: 'FabricationLab',
  date: '2026-03-12',
  timeSlots: ['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM'],
  facilityIds: ['fab-prusa-mk4-1'],
  name: 'Asha Kulkarni',
  contactNumber: '9876543210',
  email: 'asha@example.com',
  institute: 'College of Engineering',
};

const staff: BookingFormValues = {
  ...EMPTY_BOOKING_FORM,
  userType: `${CENTRE_SHORT_NAME} Staff Member`,
  lab: 'MediaLab',
  date: TODAY,
  timeSlots: ['20:00'],
  facilityIds: ['media-sony-a7-iv'],
  staffMemberId: 'staff-priya-nair',
  email: 'priya.nair@centre.example.edu',
};

const errorsFor = (changes: Partial<BookingFormValues>, base: BookingFormValues = student) =>
  validated({ ...base, ...changes }, TODAY);

describe('booking form', () => {
  it('accepts a complete student booking and a complete staff booking', () => {
    expect(validated(student, TODAY)).toEqual({});
    expect(validated(staff, TODAY)).toEqual({});
    expect(isBookingFormValid({})).toBe(true);
  });

  it.each<[string, Partial<BookingFormValues>, string, string]>([
    ['no user type', { userType: '' }, 'userType', 'Please select a user type'],
    [
      'an unknown user type',
      { userType: 'Visitor' },
      'userType',
      'Please select a valid user type',
    ],
    ['no lab', { lab: '' }, 'lab', 'Please select a lab'],
    [
      'an unknown lab',
      { lab: 'RoboticsLab', facilityIds: ['fab-prusa-mk4-1'] },
      'lab',
      'Please select a valid lab',
    ],
    ['no date', { date: '' }, 'date', 'Please select a date'],
    ['yesterday', { date: '2026-03-09' }, 'date', 'Please select a future date'],
    ['a date that does not exist', { date: '2026-02-30' }, 'date', 'Please select a valid date'],
    ['a date in another format', { date: '12/03/2026' }, 'date', 'Please select a valid date'],
    ['no time slot', { timeSlots: [] }, 'timeSlots', 'Please select at least one time slot'],
    [
      'five time slots',
      { timeSlots: ['09:00', '10:00', '11:00', '12:00', '13:00'] },
      'timeSlots',
      'Please select at most 4 time slots',
    ],
    [
      'a slot outside opening hours',
      { timeSlots: ['9:00 PM - 10:00 PM'] },
      'timeSlots',
      'Please select valid time slots',
    ],
    [
      'the same slot twice, once by label and once by id',
      { timeSlots: ['9:00 AM - 10:00 AM', '09:00'] },
      'timeSlots',
      'Each time slot can be selected only once',
    ],
    ['no facility', { facilityIds: [] }, 'facilityIds', 'Please select at least one facility'],
    [
      'a facility of another lab',
      { facilityIds: ['bio-eppendorf-5424r'] },
      'facilityIds',
      'Please select facilities from the selected lab',
    ],
    [
      'the same facility twice',
      { facilityIds: ['fab-prusa-mk4-1', 'fab-prusa-mk4-1'] },
      'facilityIds',
      'Each facility can be selected only once',
    ],
    ['no name', { name: '   ' }, 'name', 'Name is required'],
    ['a one-letter name', { name: ' A ' }, 'name', 'Name must be at least 2 characters long'],
    [
      'a 101-character name',
      { name: 'A'.repeat(101) },
      'name',
      'Name must be at most 100 characters',
    ],
    ['no contact number', { contactNumber: '' }, 'contactNumber', 'Contact number is required'],
    [
      'a nine-digit number',
      { contactNumber: '987654321' },
      'contactNumber',
      'Contact number must be exactly 10 digits',
    ],
    [
      'letters in the number',
      { contactNumber: '98765abcde' },
      'contactNumber',
      'Contact number must be exactly 10 digits',
    ],
    ['no email', { email: '' }, 'email', 'Email is required'],
    [
      'an email without a domain',
      { email: 'asha@' },
      'email',
      'Please enter a valid email address',
    ],
    ['no institute', { institute: '' }, 'institute', 'Please select an institute'],
    [
      'an unknown institute',
      { institute: 'Elsewhere' },
      'institute',
      'Please select an institute from the list',
    ],
  ])('a student with %s reads the exact message', (_case, changes, field, message) => {
    expect(errorsFor(changes)).toEqual({ [field]: message });
  });

  it('asks faculty for an institute as well', () => {
    expect(errorsFor({ userType: 'Faculty', institute: '' })).toEqual({
      institute: 'Please select an institute',
    });
  });

  it('asks a startup for its name and not for an institute', () => {
    const startup = { ...student, userType: 'Startup', institute: '' };
    expect(validated({ ...startup, startupName: ' ' }, TODAY)).toEqual({
      startupName: 'Startup name is required',
    });
    expect(validated({ ...startup, startupName: 'X'.repeat(201) }, TODAY)).toEqual({
      startupName: 'Startup name must be at most 200 characters',
    });
    expect(validated({ ...startup, startupName: 'Krishi Sense' }, TODAY)).toEqual({});
  });

  it('asks a lab member for name, number and email only', () => {
    expect(errorsFor({ userType: 'Lab Member', institute: '' })).toEqual({});
  });

  it.each<[string, Partial<BookingFormValues>, string, string]>([
    ['no staff member', { staffMemberId: '' }, 'staffMemberId', 'Please select a staff member'],
    [
      'someone not in the directory',
      { staffMemberId: 'staff-nobody' },
      'staffMemberId',
      'Please select a staff member from the list',
    ],
  ])('a staff member with %s reads the exact message', (_case, changes, field, message) => {
    expect(errorsFor(changes, staff)).toEqual({ [field]: message });
  });

  // 26.6: staff are mailed at the directory's address, so what is typed is not asked for.
  it('does not ask staff for an email (26.6 staff bookings)', () => {
    expect(errorsFor({ email: '' }, staff)).toEqual({});
    expect(errorsFor({ email: 'priya nair@centre.example.edu' }, staff)).toEqual({});
  });

  it('does not ask staff for name, contact number or institute', () => {
    expect(errorsFor({ name: '', contactNumber: '', institute: '' }, staff)).toEqual({});
  });

  it('refuses a slot of today that has already started, when told the time', () => {
    const started = (slotId: string, date: string) => date === TODAY && slotId < '12:00';
    const values = { ...staff, timeSlots: ['11:00'] };
    expect(validated(values, TODAY, { hasSlotStarted: started })).toEqual({
      timeSlots:
        'One or more selected time slots have already started. Please select a later time slot.',
    });
    expect(
      validated({ ...values, timeSlots: ['12:00'] }, TODAY, { hasSlotStarted: started }),
    ).toEqual({});
  });

  it('answers the code of each message, the same codes the decider refuses with', () => {
    expect(validateBookingForm({ ...student, timeSlots: [], date: '2026-03-09' }, TODAY)).toEqual({
      date: 'booking.dateInPast',
      timeSlots: 'booking.slotsRequired',
    });
  });

  it('reports every empty field of an empty form at once', () => {
    expect(validated(EMPTY_BOOKING_FORM, TODAY)).toEqual({
      userType: 'Please select a user type',
      lab: 'Please select a lab',
      date: 'Please select a date',
      timeSlots: 'Please select at least one time slot',
      facilityIds: 'Please select at least one facility',
    });
  });
});

describe('booking form inputs', () => {
  it('keeps every digit of the contact number and the signs it is written with, no letters', () => {
    expect(sanitiseContactNumber('+91 98765-43210')).toBe('+91 98765-43210');
    expect(sanitiseContactNumber('98a76')).toBe('9876');
  });

  it('trims and lower-cases an email', () => {
    expect(normaliseEmail('  Asha.K@Example.COM ')).toBe('asha.k@example.com');
  });

  it('recognises an email address', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.de')).toBe(false);
  });

  it('clears the personal fields when staff is chosen, and the staff fields otherwise', () => {
    const asStaff = withUserType(student, 'staff');
    expect(asStaff).toMatchObject({
      name: '',
      contactNumber: '',
      institute: '',
      startupName: '',
      email: student.email,
    });
    const asStudent = withUserType(staff, 'student');
    expect(asStudent).toMatchObject({ staffMemberId: '', email: '', userType: 'student' });
  });

  it('clears the chosen facilities when the lab changes, and only then', () => {
    expect(withLab(student, 'BioLab').facilityIds).toEqual([]);
    expect(withLab(student, 'FabricationLab').facilityIds).toEqual(['fab-prusa-mk4-1']);
  });
});
