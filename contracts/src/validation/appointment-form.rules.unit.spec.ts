import { findFacility } from '../catalogue/labs.js';
import {
  APPOINTMENT_MACHINES,
  appointmentToBookingRequest,
  appointmentToBookingSlots,
  appointmentValuesOf,
  parseMachinesAvailabilityQuery,
  validateAppointmentForm,
  type AppointmentFormValues,
} from './appointment-form.rules.js';
import { parseBookingRequest } from './booking-request.rules.js';
import { messageText } from './message-codes.js';
import { appointmentForm } from './testing/appointment-form.fixture.js';

const form = appointmentForm();

describe('older appointment form', () => {
  it('maps its three machines onto catalogue facilities', () => {
    expect(APPOINTMENT_MACHINES).toHaveLength(3);
    for (const m of APPOINTMENT_MACHINES) expect(findFacility(m.lab, m.facilityId)).toBeDefined();
  });

  it('accepts a complete form', () => {
    expect(validateAppointmentForm(form)).toBeUndefined();
  });

  it.each<[string, Partial<AppointmentFormValues>]>([
    ['no institute', { institute: '' }],
    ['a blank name', { name: '  ' }],
    ['no contact', { contact: '' }],
    ['no email', { email: '' }],
    ['no date', { date: '' }],
    ['no start time', { timeFrom: '' }],
    ['no end time', { timeTo: '' }],
    ['no user type', { userType: '' }],
    ['no machine', { selectedMachines: [] }],
  ])('with %s reads "Please fill all fields."', (_case, changes) => {
    const code = validateAppointmentForm({ ...form, ...changes });
    expect(code).toBe('appointment.fillAllFields');
    expect(code && messageText(code)).toBe('Please fill all fields.');
  });

  it('refuses a range outside opening hours or ending before it starts', () => {
    const message =
      'Please choose a time range between 9:00 AM and 9:00 PM that ends after it starts.';
    const words = (values: typeof form) => {
      const code = validateAppointmentForm(values);
      return code && messageText(code);
    };
    expect(words({ ...form, timeFrom: '08:00' })).toBe(message);
    expect(words({ ...form, timeFrom: '12:00', timeTo: '12:00' })).toBe(message);
  });
});

describe('appointmentToBookingSlots', () => {
  it.each<[string, string, string[] | undefined]>([
    ['09:00', '10:00', ['09:00']],
    ['10:00', '12:00', ['10:00', '11:00']],
    ['09:30', '11:00', ['09:00', '10:00']],
    ['19:00', '21:00', ['19:00', '20:00']],
    ['08:00', '10:00', undefined],
    ['20:00', '21:30', undefined],
    ['12:00', '11:00', undefined],
    ['12:00', '12:00', undefined],
    ['noon', '13:00', undefined],
  ])('%s to %s covers %j', (from, to, slots) => {
    expect(appointmentToBookingSlots(from, to)).toEqual(slots);
  });
});

describe('appointmentToBookingRequest', () => {
  it('becomes a booking request the booking rules accept', () => {
    const request = appointmentToBookingRequest(form);
    expect(request).toMatchObject({
      lab: 'FabricationLab',
      timeSlots: ['10:00 AM - 11:00 AM', '11:00 AM - 12:00 PM'],
      machines: [{ id: 'fab-trotec-speedy-360', name: 'Trotec Speedy 360 Laser Cutter' }],
      contactNumber: '9988776655',
      institute: 'School of Design',
    });
    expect(parseBookingRequest(request, '2026-04-01')).toMatchObject({
      ok: true,
      value: { slots: ['10:00', '11:00'] },
    });
  });

  it("carries a startup's name from the institute box", () => {
    expect(
      appointmentToBookingRequest({ ...form, userType: 'Startup', institute: 'Krishi Sense' }),
    ).toMatchObject({
      startupName: 'Krishi Sense',
    });
  });

  it('gives nothing for an invalid form or an unknown machine', () => {
    expect(appointmentToBookingRequest({ ...form, name: '' })).toBeUndefined();
    expect(appointmentToBookingRequest({ ...form, selectedMachines: ['drill'] })).toBeUndefined();
  });
});

describe('the older form over HTTP', () => {
  it('reads a body as the form, wrong types as missing', () => {
    expect(appointmentValuesOf({ ...form, name: 7, selectedMachines: ['3d-printer', 3] })).toEqual({
      ...form,
      name: '',
      selectedMachines: ['3d-printer', ''],
    });
    expect(appointmentValuesOf('nonsense').selectedMachines).toEqual([]);
  });

  it('reads the availability query: machines by checkbox or facility id, the slots the range covers', () => {
    expect(
      parseMachinesAvailabilityQuery({
        date: '2026-03-12',
        timeFrom: '09:30',
        timeTo: '11:00',
        machines: '3d-printer, bio-eppendorf-5424r',
      }),
    ).toEqual({
      ok: true,
      value: {
        date: '2026-03-12',
        slots: ['09:00', '10:00'],
        facilities: [
          { lab: 'FabricationLab', facilityId: 'fab-prusa-mk4-1' },
          { lab: 'BioLab', facilityId: 'bio-eppendorf-5424r' },
        ],
      },
    });
  });

  it.each([
    [{ timeFrom: '10:00', timeTo: '11:00', machines: '3d-printer' }, 'query', 'appointment.fillAllFields'],
    [{ date: '2026-03-12', timeFrom: '10:00', timeTo: '11:00', machines: '' }, 'query', 'appointment.fillAllFields'],
    [{ date: '2026-03-12', timeFrom: '08:00', timeTo: '11:00', machines: '3d-printer' }, 'timeFrom', 'appointment.timeRangeInvalid'],
    [{ date: '2026-03-12', timeFrom: '10:00', timeTo: '11:00', machines: 'a-toaster' }, 'machines', 'appointment.fillAllFields'],
  ])('refuses %j with its one line', (query, field, code) => {
    const result = parseMachinesAvailabilityQuery(query);
    expect(result).toMatchObject({ ok: false, messageCode: code, fieldCodes: { [field]: code } });
  });
});
