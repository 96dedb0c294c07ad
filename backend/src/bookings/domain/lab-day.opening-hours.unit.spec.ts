import { NO_LAB_DAY_OPERATIONS, NO_OPERATIONS, evolveLabOperations, labDayOperations, type LabOperationEvent, type OpeningHours } from '@centre/contracts';
import type { LabDayCommand } from './lab-day.decider.js';
import { given, id, LAB, request, requested, TOMORROW } from './testing/lab-day.given.js';

const A = id('aaaaaaaa');

/** The lab's operations after its admin's OpeningHoursSet, as the request handler reads them. */
const afterHoursSet = (hours: OpeningHours) => {
  const event: LabOperationEvent = {
    type: 'OpeningHoursSet',
    version: 1,
    eventId: 'e',
    occurredAt: '2026-11-20T06:00:00.000Z',
    actor: { kind: 'user', userId: 'u', email: 'admin@centre.example', role: 'admin' },
    correlationId: 'c',
    data: { labId: LAB, ...hours },
  };
  return labDayOperations(LAB, TOMORROW, evolveLabOperations(NO_OPERATIONS, event), NO_OPERATIONS);
};

const withOperations = (command: LabDayCommand, operations = NO_LAB_DAY_OPERATIONS): LabDayCommand =>
  command.type === 'RequestBooking' ? { ...command, data: { ...command.data, operations } } : command;

// TOMORROW is a Sunday; the catalogue opens the Fabrication Lab every day, every slot.
describe('28.3 opening hours set in the console, in the lab-day decision', () => {
  it('given the lab now opens Monday to Saturday, when a Sunday is asked, then LAB_CLOSED_ON_DATE with the form\'s words', () => {
    const command = withOperations(request(A), afterHoursSet({ weekdays: [1, 2, 3, 4, 5, 6], slots: ['10:00', '11:00', '12:00'] }));
    const error = given().when(command).thenFails('LAB_CLOSED_ON_DATE');
    expect(error.message).toBe('The lab is closed on this day. Please select another date.');
  });

  it('given the lab now opens from 11:00, when 10:00 is asked, then SLOT_CLOSED; 11:00 alone is requested', () => {
    const hours = afterHoursSet({ weekdays: [0, 1, 2, 3, 4, 5, 6], slots: ['11:00', '12:00'] });
    given().when(withOperations(request(A), hours)).thenFails('SLOT_CLOSED');
    given().when(withOperations(request(A, { slots: ['11:00'] }), hours)).then(requested(A, { slots: ['11:00'] }));
  });

  it('given hours that open a day the catalogue closes, then it is bookable (the rooms on a Sunday)', () => {
    const rooms = 'AllRooms';
    const B = id('bbbbbbbb', TOMORROW, rooms);
    const ask = request(B, { lab: rooms, facilityIds: ['room-conference'] });
    given().when(ask).thenFails('LAB_CLOSED_ON_DATE');
    const opened = labDayOperations(rooms, TOMORROW, { ...NO_OPERATIONS, hours: { weekdays: [0], slots: ['10:00', '11:00'] } }, NO_OPERATIONS);
    given().when(withOperations(ask, opened)).then(requested(B, { lab: rooms, facilityIds: ['room-conference'] }));
  });

  it('given no hours set, then the catalogue\'s rule (a Sunday at the Fabrication Lab is open)', () => {
    given().when(withOperations(request(A))).then(requested(A));
  });
});
