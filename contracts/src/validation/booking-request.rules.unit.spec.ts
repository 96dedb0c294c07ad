import { CENTRE_PROFILE } from '../catalogue/centre.js';
import type { BookingRequestBody } from '../bookings/booking-request.js';
import { textsOf } from './message-codes.js';
import {
  facilityIdsOf,
  parseAvailabilityRequest,
  parseBookingRequest,
} from './booking-request.rules.js';

const TODAY = '2026-03-10';

const body: BookingRequestBody = {
  timestamp: '2026-03-10T08:00:00.000Z',
  userType: 'Startup',
  lab: 'BioLab',
  date: '2026-03-11',
  timeSlots: ['2:00 PM - 3:00 PM', '9:00 AM - 10:00 AM'],
  machines: [
    { id: 'bio-nanodrop-one', name: 'Thermo Scientific NanoDrop One Spectrophotometer' },
    { id: 'bio-eppendorf-5424r', name: 'Eppendorf 5424 R Microcentrifuge' },
  ],
  name: '  Ravi Menon ',
  contactNumber: '9123456780',
  email: ' Ravi@KrishiSense.IN ',
  startupName: ' Krishi Sense ',
};

const failure = (input: unknown) => {
  const result = parseBookingRequest(input, TODAY);
  if (result.ok) throw new Error('expected the request to be refused');
  // Every field's text is its code's text: the codes name exactly what the words say.
  expect(textsOf(result.fieldCodes)).toEqual(result.errors);
  return result;
};

describe('parseBookingRequest', () => {
  it('normalises a valid startup request: slot ids and facility ids sorted, email lower-cased, text trimmed', () => {
    expect(parseBookingRequest(body, TODAY)).toEqual({
      ok: true,
      value: {
        userType: 'startup',
        lab: 'BioLab',
        date: '2026-03-11',
        slots: ['09:00', '14:00'],
        facilityIds: ['bio-eppendorf-5424r', 'bio-nanodrop-one'],
        name: 'Ravi Menon',
        email: 'ravi@krishisense.in',
        contactNumber: '9123456780',
        startupName: 'Krishi Sense',
        clientTimestamp: '2026-03-10T08:00:00.000Z',
      },
    });
  });

  it("names a staff booking after the staff member, accepting the member's id or name", () => {
    const staffBody = {
      userType: 'staff',
      lab: 'AllRooms',
      date: TODAY,
      timeSlots: ['12:00 PM - 1:00 PM'],
      machines: [{ id: 'room-conference', name: 'Conference Room' }],
      staffMember: 'Rohan Kulkarni',
      email: 'rohan.kulkarni@centre.example.edu',
      name: 'ignored',
      contactNumber: 'ignored',
    };
    const expected = {
      userType: 'staff',
      name: 'Rohan Kulkarni',
      staffMemberId: 'staff-rohan-kulkarni',
      email: `rohan.kulkarni@${CENTRE_PROFILE.domain}`,
      slots: ['12:00'],
    };
    const byName = parseBookingRequest(staffBody, TODAY);
    expect(byName).toMatchObject({ ok: true, value: expected });
    expect(byName.ok && byName.value.contactNumber).toBeUndefined();
    expect(
      parseBookingRequest({ ...staffBody, staffMember: 'staff-rohan-kulkarni' }, TODAY),
    ).toMatchObject({
      ok: true,
      value: expected,
    });
  });

  it('stores the institute by its label, given its id or label', () => {
    const faculty = {
      ...body,
      userType: 'faculty',
      startupName: undefined,
      institute: 'college-of-polytechnique',
    };
    expect(parseBookingRequest(faculty, TODAY)).toMatchObject({
      ok: true,
      value: { institute: 'College of Polytechnique' },
    });
  });

  it.each([null, 'text', 42, [body]])('refuses a body that is not an object (%j)', (input) => {
    expect(failure(input)).toEqual({
      ok: false,
      errors: { body: 'The request body must be a JSON object' },
      fieldCodes: { body: 'common.invalidRequestBody' },
      message: 'The request body must be a JSON object',
      messageCode: 'common.invalidRequestBody',
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['user type of the wrong type', { userType: 7 }, 'userType', 'Please select a user type'],
    ['lab missing', { lab: undefined }, 'lab', 'Please select a lab'],
    ['unknown lab', { lab: 'MoonLab' }, 'lab', 'Please select a valid lab'],
    ['date in the past', { date: '2026-03-09' }, 'date', 'Please select a future date'],
    ['date that does not exist', { date: '2026-02-30' }, 'date', 'Please select a valid date'],
    ['date as a number', { date: 20260311 }, 'date', 'Please select a date'],
    [
      'slots not a list',
      { timeSlots: '9:00 AM - 10:00 AM' },
      'timeSlots',
      'Please select at least one time slot',
    ],
    ['slot of the wrong type', { timeSlots: [9] }, 'timeSlots', 'Please select valid time slots'],
    [
      'unknown slot',
      { timeSlots: ['8:00 AM - 9:00 AM'] },
      'timeSlots',
      'Please select valid time slots',
    ],
    [
      'five slots',
      { timeSlots: ['09:00', '10:00', '11:00', '12:00', '13:00'] },
      'timeSlots',
      'Please select at most 4 time slots',
    ],
    [
      'duplicate slots',
      { timeSlots: ['09:00', '9:00 AM - 10:00 AM'] },
      'timeSlots',
      'Each time slot can be selected only once',
    ],
    [
      'machines not a list',
      { machines: 'bio-nanodrop-one' },
      'machines',
      'Please select at least one facility',
    ],
    [
      'facility of another lab',
      { machines: [{ id: 'fab-prusa-mk4-1', name: 'x' }] },
      'machines',
      'Please select facilities from the selected lab',
    ],
    [
      'facility without an id',
      { machines: [{ name: 'x' }] },
      'machines',
      'Please select facilities from the selected lab',
    ],
    [
      'contact number with a digit too many',
      { contactNumber: '91234 567801' },
      'contactNumber',
      'Contact number must be exactly 10 digits',
    ],
    ['email of the wrong type', { email: ['a@b.co'] }, 'email', 'Email is required'],
    ['startup name missing', { startupName: '' }, 'startupName', 'Startup name is required'],
  ])('refuses %s with the form message', (_case, changes, field, message) => {
    expect(failure({ ...body, ...changes })).toMatchObject({
      ok: false,
      errors: { [field]: message },
      message: 'Please fix all validation errors before submitting',
      messageCode: 'common.fixErrors',
    });
  });

  it('mails a staff booking to the directory address, never to the one sent (26.6 staff bookings)', () => {
    const staffBody = {
      ...body,
      userType: 'staff',
      staffMember: 'staff-priya-nair',
      email: 'attacker@evil.example',
    };
    expect(parseBookingRequest(staffBody, TODAY)).toMatchObject({
      ok: true,
      value: { staffMemberId: 'staff-priya-nair', email: `priya.nair@${CENTRE_PROFILE.domain}` },
    });
    const { email: _sent, ...withoutEmail } = staffBody;
    expect(parseBookingRequest(withoutEmail, TODAY)).toMatchObject({
      ok: true,
      value: { email: `priya.nair@${CENTRE_PROFILE.domain}` },
    });
  });

  it('refuses a staff request naming nobody in the directory', () => {
    const result = failure({
      ...body,
      userType: 'Staff Member',
      staffMember: 'Someone Else',
      email: 'x@y.in',
    });
    expect(result.errors).toEqual({ staffMember: 'Please select a staff member from the list' });
  });

  it('refuses a slot that has already started when the server passes its clock', () => {
    const result = parseBookingRequest({ ...body, date: TODAY }, TODAY, {
      hasSlotStarted: (slot) => slot === '09:00',
    });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        timeSlots:
          'One or more selected time slots have already started. Please select a later time slot.',
      },
    });
  });

  it('ignores an over-long client timestamp rather than storing it', () => {
    const result = parseBookingRequest({ ...body, timestamp: 'x'.repeat(65) }, TODAY);
    expect(result.ok && result.value.clientTimestamp).toBeUndefined();
  });

  describe("27.2 the booker's language", () => {
    it('records the language the form was filled in', () => {
      const result = parseBookingRequest({ ...body, language: 'mr' }, TODAY);
      expect(result.ok && result.value.language).toBe('mr');
    });

    it('leaves an unknown or missing language out, so the request reads as English', () => {
      for (const language of ['fr', 7, undefined]) {
        const result = parseBookingRequest({ ...body, language }, TODAY);
        expect(result.ok).toBe(true);
        expect(result.ok && 'language' in result.value).toBe(false);
      }
    });
  });
});

describe('parseAvailabilityRequest', () => {
  it('reads facility ids and slot labels, sorted', () => {
    expect(
      parseAvailabilityRequest(
        {
          lab: 'MediaLab',
          date: '2026-03-11',
          timeSlots: ['1:00 PM - 2:00 PM', '10:00'],
          machines: ['media-sony-fx30', 'media-jbl-flip-6'],
        },
        TODAY,
      ),
    ).toEqual({
      ok: true,
      value: {
        lab: 'MediaLab',
        date: '2026-03-11',
        slots: ['10:00', '13:00'],
        facilityIds: ['media-jbl-flip-6', 'media-sony-fx30'],
      },
    });
  });

  it('reports only the four fields it needs', () => {
    expect(
      parseAvailabilityRequest({ lab: 'MediaLab', date: '', timeSlots: [], machines: [] }, TODAY),
    ).toEqual({
      ok: false,
      errors: {
        date: 'Please select a date',
        timeSlots: 'Please select at least one time slot',
        machines: 'Please select at least one facility',
      },
      fieldCodes: {
        date: 'booking.dateRequired',
        timeSlots: 'booking.slotsRequired',
        machines: 'booking.facilitiesRequired',
      },
      message: 'Please fix all validation errors before submitting',
      messageCode: 'common.fixErrors',
    });
  });

  it('reads facilities given as objects or as ids', () => {
    expect(facilityIdsOf([{ id: 'a', name: 'A' }, 'b', 3])).toEqual(['a', 'b', '']);
    expect(facilityIdsOf(undefined)).toEqual([]);
  });
});
