import { SEED_CATALOGUE, evolveCatalogueLab, type CatalogueEvent, type CatalogueLab } from '@centre/contracts';
import type { LabDayCommand } from './lab-day.decider.js';
import type { LabDayDecision } from './lab-day.model.js';
import { BookingConflictError } from './booking.errors.js';
import { given, id, PRINTER, request, requested } from './testing/lab-day.given.js';
import { BEA, join, joined } from './testing/waitlist.given.js';

const A = id('aaaaaaaa');
const ULTIMAKER = 'fab-ultimaker-s5';
const NEW = 'added-0a1b2c3d4e5f';
const LASER = 'fab-trotec-speedy-360';
const CABLE_LIKE = 'added-cable0000001';

const fab = (...events: Array<Pick<CatalogueEvent, 'type' | 'data'>>): CatalogueLab =>
  events.reduce(
    (lab, e) => evolveCatalogueLab(lab, { ...e, version: 1, eventId: 'e', occurredAt: '2026-11-20T06:00:00.000Z', actor: { kind: 'system', reason: 'test' }, correlationId: 'c' } as CatalogueEvent),
    SEED_CATALOGUE.find((l) => l.id === 'FabricationLab')!,
  );
const description = { description: '', specs: [], photo: null, category: '3d-printer', lentWithAnother: false, trainingRequired: false } as const;
const addedPrinter = { type: 'FacilityAdded', data: { facilityId: NEW, labId: 'FabricationLab', name: 'Raise3D Pro3', ...description, specs: [] } } as const;

/** The event of a request that carried the catalogue: it names the facilities as the catalogue does. */
const requestedNamed = (facilityIds: string[], facilityNames: string[]): LabDayDecision => {
  const event = requested(A, { facilityIds });
  return event.type === 'BookingRequested' ? { ...event, data: { ...event.data, facilityNames } } : event;
};

/** A request carrying the lab's current catalogue, as the request's sender reads it. */
const requestWith = (facilityIds: string[], catalogue: CatalogueLab): LabDayCommand => {
  const command = request(A, { facilityIds });
  return command.type === 'RequestBooking' ? { ...command, data: { ...command.data, catalogue } } : command;
};

describe('28.2 lab-day decider: the lab\'s current catalogue is its input', () => {
  it('given a facility the console added, then it can be booked, and the request names it as the console does', () => {
    given().when(requestWith([NEW], fab(addedPrinter))).then(requestedNamed([NEW], ['Raise3D Pro3']));
  });

  it('given an added facility marked training-required, then the refusal names it, not its id', () => {
    const lab = fab({ ...addedPrinter, data: { ...addedPrinter.data, trainingRequired: true } });
    const error = given().when(requestWith([NEW], lab)).thenFails('TRAINING_REQUIRED');
    expect(error.message).toMatch(/^Raise3D Pro3: /);
  });

  it('given a facility the lab does not hold, then it is refused with the form\'s words', () => {
    const error = given().when(requestWith([PRINTER, NEW], fab())).thenFails('FACILITY_NOT_IN_LAB');
    expect(error.message).toBe('Please select facilities from the selected lab');
  });

  it('given a retired facility, then it is refused naming it', () => {
    const error = given().when(requestWith([PRINTER, ULTIMAKER], fab({ type: 'FacilityRetired', data: { facilityId: ULTIMAKER, labId: 'FabricationLab', reason: 'Sold' } }))).thenFails('FACILITY_RETIRED');
    expect(error.message).toMatch(/^Ultimaker S5 3D Printer: this facility has been retired/);
  });

  it('given training set or cleared in the console, then the current flag judges, not the spec\'s', () => {
    const printerTrained = fab({ type: 'TrainingRequirementSet', data: { facilityId: PRINTER, labId: 'FabricationLab' } });
    given().when(requestWith([PRINTER], printerTrained)).thenFails('TRAINING_REQUIRED');
    const laserFree = fab({ type: 'TrainingRequirementCleared', data: { facilityId: LASER, labId: 'FabricationLab' } });
    given().when(requestWith([LASER], laserFree)).then(requestedNamed([LASER], ['Trotec Speedy 360 Laser Cutter']));
  });

  it('given an added item lent only with another, then it alone is refused', () => {
    const lab = fab({ ...addedPrinter, data: { ...addedPrinter.data, facilityId: CABLE_LIKE, category: 'cable', lentWithAnother: true } });
    given().when(requestWith([CABLE_LIKE], lab)).thenFails('LENT_ITEMS_ALONE');
    given().when(requestWith([PRINTER, CABLE_LIKE], lab)).then(requestedNamed([PRINTER, CABLE_LIKE], ['Prusa MK4 3D Printer (Unit 1)', 'Raise3D Pro3']));
  });

  it('given an added facility held by another booking, then the conflict names it as the console does', () => {
    const B = id('bbbbbbbb');
    const held = requested(A, { facilityIds: [NEW] });
    const command = request(B, { facilityIds: [NEW] });
    const asked = command.type === 'RequestBooking' ? { ...command, data: { ...command.data, catalogue: fab(addedPrinter) } } : command;
    const error = given(held).when(asked).thenFails('BOOKING_CONFLICT');
    expect(error).toBeInstanceOf(BookingConflictError);
    expect((error as BookingConflictError).conflicts).toEqual([
      { slotId: '10:00', facilityId: NEW, slotLabel: '10:00 AM - 11:00 AM', facilityName: 'Raise3D Pro3' },
      { slotId: '11:00', facilityId: NEW, slotLabel: '11:00 AM - 12:00 PM', facilityName: 'Raise3D Pro3' },
    ]);
  });

  it('given a visitor waits for an added facility, then their place records its name for their mails', () => {
    const B = id('bbbbbbbb');
    const command = join(B, { ...BEA, facilityIds: [NEW] });
    const asked = command.type === 'JoinWaitlist' ? { ...command, data: { ...command.data, catalogue: fab(addedPrinter) } } : command;
    const place = joined(B, { ...BEA, facilityIds: [NEW] });
    given(requested(A, { facilityIds: [NEW] }))
      .when(asked)
      .then(place.type === 'WaitJoined' ? { ...place, data: { ...place.data, facilityNames: ['Raise3D Pro3'] } } : place);
  });
});
