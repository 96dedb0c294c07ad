import { BOOKING_MESSAGES, type HeldQualifications } from '@centre/contracts';
import { TrainingRequiredError } from './booking.errors.js';
import type { LabDayCommand } from './lab-day.decider.js';
import { given, id, PRINTER, request, requested, TOMORROW } from './testing/lab-day.given.js';

const A = id('aaaaaaaa');
const LASER = 'fab-trotec-speedy-360';
const SAW = 'fab-bosch-gts-10-table-saw';

/** A request carrying the booker's qualifications, as the request's sender reads them. */
const requestWith = (facilityIds: string[], qualifications?: HeldQualifications): LabDayCommand => {
  const command = request(A, { facilityIds });
  if (command.type !== 'RequestBooking' || qualifications === undefined) return command;
  return { ...command, data: { ...command.data, qualifications } };
};

describe('28.4 lab-day decider: training-required facilities', () => {
  it('given a booker with no qualification, when they ask for a laser cutter, then it is refused naming it and /training', () => {
    const error = given().when(requestWith([PRINTER, LASER], {})).thenFails('TRAINING_REQUIRED');
    expect((error as TrainingRequiredError).facilityIds).toEqual([LASER]);
    expect(error.message).toBe(`Trotec Speedy 360 Laser Cutter: ${BOOKING_MESSAGES.trainingRequired}`);
    expect(error.message).toContain('/training');
  });

  it('given a request that carries no qualifications at all, then a training-required facility is refused', () => {
    given().when(requestWith([LASER])).thenFails('TRAINING_REQUIRED');
  });

  it('given a qualification expired before the booking’s date, then it counts as none', () => {
    given().when(requestWith([LASER], { [LASER]: '2026-11-21' })).thenFails('TRAINING_REQUIRED');
  });

  it('given a current qualification (to the booking’s date, or with no expiry), then the request is recorded', () => {
    given().when(requestWith([LASER], { [LASER]: TOMORROW })).then(requested(A, { facilityIds: [LASER] }));
    given().when(requestWith([PRINTER, LASER], { [LASER]: null })).then(requested(A, { facilityIds: [PRINTER, LASER] }));
  });

  it('given a qualification for one training-required facility only, then the other is named', () => {
    const error = given().when(requestWith([LASER, SAW], { [LASER]: null })).thenFails('TRAINING_REQUIRED');
    expect((error as TrainingRequiredError).facilityIds).toEqual([SAW]);
  });

  it('given facilities that need no training, then no qualification is asked for', () => {
    given().when(requestWith([PRINTER])).then(requested(A, { facilityIds: [PRINTER] }));
  });
});
