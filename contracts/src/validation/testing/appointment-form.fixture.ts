import type { AppointmentFormValues } from '../appointment-form.rules.js';

/** A student's filled-in appointment form; a test names only what it changes. */
export const appointmentForm = (changes: Partial<AppointmentFormValues> = {}): AppointmentFormValues => ({
  userType: 'Student',
  institute: 'School of Design',
  name: 'Kabir Shah',
  contact: '9988776655',
  email: 'kabir@example.com',
  date: '2026-04-02',
  timeFrom: '10:00',
  timeTo: '12:00',
  selectedMachines: ['laser-cutter'],
  ...changes,
});
