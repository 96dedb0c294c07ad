import { NO_LAB_DAY_OPERATIONS, type Closure, type LabDayOperations, type Outage } from '@centre/contracts';
import type { LabDayCommand } from './lab-day.decider.js';
import { given, id, LAB, PRINTER, request, requested, TOMORROW, ULTIMAKER } from './testing/lab-day.given.js';

const A = id('aaaaaaaa');

const closure: Closure = {
  closureId: 'k1',
  labId: null,
  from: TOMORROW,
  to: TOMORROW,
  reason: 'Diwali',
  declaredBy: 'admin@centre.example',
  declaredAt: '2026-11-20T06:00:00.000Z',
};
const outage: Outage = {
  outageId: 'o1',
  labId: LAB,
  facilityId: PRINTER,
  from: `${TOMORROW}T10:30`,
  until: `${TOMORROW}T12:00`,
  kind: 'maintenance',
  reason: 'new nozzle',
  declaredBy: 'admin@centre.example',
  declaredAt: '2026-11-20T06:00:00.000Z',
};

const withOperations = (command: LabDayCommand, operations: LabDayOperations): LabDayCommand =>
  command.type === 'RequestBooking' ? { ...command, data: { ...command.data, operations } } : command;

describe('28.3 lab-day decider: closures and outages', () => {
  it('refuses any request on a closed date, naming the closure\'s reason', () => {
    const command = withOperations(request(A), { closures: [closure], outages: [] });
    const error = given().when(command).thenFails('CLOSED_BY_CLOSURE');
    expect(error.message).toBe('The lab is closed on this date (Diwali). Please select another date.');
  });

  it('refuses a facility under an outage in the asked slots, naming it and "Under maintenance"', () => {
    const command = withOperations(request(A, { slots: ['11:00'] }), { closures: [], outages: [outage] });
    const error = given().when(command).thenFails('FACILITY_UNDER_MAINTENANCE');
    expect(error.message).toMatch(/: Under maintenance \(new nozzle\)\. Please select another time or facility\.$/);
  });

  it('accepts the other facilities and the slots outside the outage', () => {
    const operations = { closures: [], outages: [outage] };
    given().when(withOperations(request(A, { slots: ['12:00'] }), operations)).then(requested(A, { slots: ['12:00'] }));
    given()
      .when(withOperations(request(A, { facilityIds: [ULTIMAKER], slots: ['11:00'] }), operations))
      .then(requested(A, { facilityIds: [ULTIMAKER], slots: ['11:00'] }));
  });

  it('with no operations (or none read) the request is decided as before', () => {
    given().when(withOperations(request(A), NO_LAB_DAY_OPERATIONS)).then(requested(A));
    given().when(request(A)).then(requested(A));
  });
});
