import { appointmentValuesOf, validateAppointmentForm } from './appointment-form.rules.js';
import { parseBookingRequest } from './booking-request.rules.js';
import { validateBookingForm, type BookingFormValues } from './booking-form.rules.js';
import { parseContactSubmission } from './contact-form.rules.js';
import {
  cleanText,
  contactNumberOf,
  isBlank,
  isValidEmail,
  normaliseEmail,
  sanitiseContactNumber,
} from './text.rules.js';

const TODAY = '2026-03-10';

const student: BookingFormValues = {
  userType: 'student',
  lab: 'FabricationLab',
  date: '2026-03-11',
  timeSlots: ['9:00 AM - 10:00 AM'],
  facilityIds: ['fab-prusa-mk4-1'],
  staffMemberId: '',
  email: 'asha.k@example.com',
  name: 'Asha Kulkarni',
  contactNumber: '9822011223',
  institute: 'College of Engineering',
  startupName: '',
};

const body = {
  userType: 'Student',
  lab: 'FabricationLab',
  date: '2026-03-11',
  timeSlots: ['9:00 AM - 10:00 AM'],
  machines: [{ id: 'fab-prusa-mk4-1', name: 'Prusa MK4 3D Printer (Unit 1)' }],
  name: 'Asha Kulkarni',
  contactNumber: '9822011223',
  email: 'asha.k@example.com',
  institute: 'College of Engineering',
};

const parsed = (input: Record<string, unknown>) => {
  const result = parseBookingRequest({ ...body, ...input }, TODAY);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.value;
};
const refusal = (input: Record<string, unknown>) => {
  const result = parseBookingRequest({ ...body, ...input }, TODAY);
  return result.ok ? undefined : result.fieldCodes;
};

describe('26.13 text fields', () => {
  const RLO = '\u202e';
  const ZWSP = '\u200b';
  const BOM = '\ufeff';
  const NUL = '\u0000';
  const LONE = '\ud800';

  it('strips direction controls, NUL, BOM, zero-width spaces and lone surrogates, and composes to NFC', () => {
    expect(cleanText(`Asha${RLO} Kulkarni`)).toBe('Asha Kulkarni');
    expect(cleanText(`A${NUL}sha${BOM}${ZWSP}${LONE}`)).toBe('Asha');
    expect(cleanText('Jose\u0301')).toBe('José');
    expect(cleanText('José')).toHaveLength(4);
    // A pair stays whole; ZWJ stays inside Devanagari, which needs it.
    expect(cleanText('Ravi 😀')).toBe('Ravi 😀');
    expect(cleanText('र\u094d\u200dय')).toBe('र\u094d\u200dय');
    expect(cleanText('plain ASCII text')).toBe('plain ASCII text');
  });

  it.each([
    ['zero-width only', '\u200b\u200c\u200d'],
    ['a right-to-left override', RLO],
    ['byte order marks', `${BOM}${BOM}`],
    ['NUL', NUL],
    ['lone surrogates', '\ud800\udfff'.split('').reverse().join('')],
    ['spaces and invisibles', ` \u00a0${ZWSP}\u2060 `],
  ])('counts %s as empty', (_what, text) => {
    expect(isBlank(text)).toBe(true);
    expect(validateBookingForm({ ...student, name: text }, TODAY).name).toBe('booking.nameRequired');
    expect(refusal({ name: text })).toEqual({ name: 'booking.nameRequired' });
  });

  it('keeps a real name clean in what the server reads', () => {
    expect(parsed({ name: `  ${RLO}Asha${ZWSP} Kulkarni${NUL} ` }).name).toBe('Asha Kulkarni');
    expect(parsed({ name: 'Jose\u0301 Kulkarni' }).name).toBe('José Kulkarni');
  });

  it('applies to every parser that reads text (contact messages, the older appointment form)', () => {
    const contact = parseContactSubmission({ name: RLO, email: 'a@b.co', subject: 'Hi', message: `${ZWSP}${BOM}` });
    expect(contact.ok).toBe(false);
    expect(contact.ok ? {} : contact.fieldCodes).toMatchObject({ name: 'contact.nameRequired', message: 'contact.messageRequired' });
    const appointment = appointmentValuesOf({
      userType: 'Student',
      institute: 'College of Engineering',
      name: `${ZWSP}${ZWSP}`,
      contact: '9822011223',
      email: 'a@b.co',
      date: '2026-03-11',
      timeFrom: '09:00',
      timeTo: '10:00',
      selectedMachines: ['3D Printer'],
    });
    expect(validateAppointmentForm(appointment)).toBe('appointment.fillAllFields');
  });
});

describe('26.3 one plain email address', () => {
  it.each([
    '"x"<victim@evil.example>',
    'x <victim@evil.example>',
    '<script>@x.yz',
    'victim@evil.example (comment)',
    'a@b.example, victim@evil.example',
    'a@b.example;victim@evil.example',
    '"quoted"@evil.example',
    'a b@c.de',
    'a@b',
    '.a@b.co',
    'a..b@c.co',
    'a@-b.co',
    `${'a'.repeat(65)}@b.co`,
    `a@${'b'.repeat(250)}.co`,
    'a@b.co\nBcc: victim@evil.example',
  ])('refuses %j on the form and on the server', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(validateBookingForm({ ...student, email }, TODAY).email).toBe('booking.emailInvalid');
    expect(refusal({ email })).toEqual({ email: 'booking.emailInvalid' });
  });

  it.each(['asha.k@example.com', 'a+lab@sub.example.co.in', "o'neil@example.org", 'x@xn--d1acufc.xn--p1ai'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it('keeps the address trimmed and lower-cased', () => {
    expect(normaliseEmail('  Asha.K@Example.COM ')).toBe('asha.k@example.com');
    expect(isValidEmail('  Asha.K@Example.COM ')).toBe(true);
    expect(parsed({ email: ' Asha.K@Example.COM ' }).email).toBe('asha.k@example.com');
  });
});

describe('27.6 phone numbers', () => {
  it.each([
    ['+91 98220 11223', '9822011223'],
    ['098220 11223', '9822011223'],
    ['98220-11223', '9822011223'],
    ['  98220 11223  ', '9822011223'],
    ['+91-98220-11223', '9822011223'],
    ['0091 98220 11223', '9822011223'],
    ['91 98220 11223', '9822011223'],
    ['(+91) 98220.11223', '9822011223'],
    ['9822011223', '9822011223'],
  ])('reads %j as %s, on the form and on the server', (typed, digits) => {
    expect(contactNumberOf(typed)).toBe(digits);
    expect(validateBookingForm({ ...student, contactNumber: typed }, TODAY).contactNumber).toBeUndefined();
    expect(parsed({ contactNumber: typed }).contactNumber).toBe(digits);
  });

  it.each(['98220 1122', '98220 112233', '+1 415 555 0100', '+91 98220 112', '0 98220 1122', '98220abc11', '+9198220112234'])(
    'refuses %j with the spec message, dropping no digit to make it fit',
    (typed) => {
      expect(contactNumberOf(typed)).toBeNull();
      expect(validateBookingForm({ ...student, contactNumber: typed }, TODAY).contactNumber).toBe('booking.contactInvalid');
      expect(refusal({ contactNumber: typed })).toEqual({ contactNumber: 'booking.contactInvalid' });
    },
  );

  it('lets the input keep every digit and the signs numbers are written with', () => {
    expect(sanitiseContactNumber('+91 98220 11223')).toBe('+91 98220 11223');
    expect(sanitiseContactNumber('098220-11223x')).toBe('098220-11223');
    expect(sanitiseContactNumber('+91 98220 11223 45')).toBe('+91 98220 11223 45');
  });
});
