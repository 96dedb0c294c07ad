import { bookableLab, evolveCatalogue, SEED_CATALOGUE } from '../catalogue/catalogue.js';
import { addedFacilityId, type CatalogueEvent } from '../catalogue/catalogue-events.js';
import { LABS } from '../catalogue/labs.js';
import type { Actor } from '../events/event-envelope.js';
import {
  APPOINTMENT_LAB,
  appointmentMachinesIn,
  appointmentToBookingRequest,
  parseMachinesAvailabilityQuery,
} from './appointment-form.rules.js';
import { appointmentForm } from './testing/appointment-form.fixture.js';

const admin: Actor = { kind: 'user', userId: 'u-1', email: 'admin@centre.example', role: 'admin' };
let n = 0;
const event = <E extends CatalogueEvent>(type: E['type'], data: E['data']): CatalogueEvent =>
  ({ type, version: 1, eventId: `e-${(n += 1)}`, occurredAt: '2026-11-20T06:00:00.000Z', actor: admin, correlationId: 'c', data }) as CatalogueEvent;

const RAISE3D = addedFacilityId('0a1b2c3d4e5f');
const current = [
  event('FacilityAdded', { facilityId: RAISE3D, labId: 'FabricationLab', name: 'Raise3D Pro3', description: '', specs: [], photo: null, category: '3d-printer', lentWithAnother: false, trainingRequired: false }),
  event('FacilityRetired', { labId: 'FabricationLab', facilityId: 'fab-ultimaker-s5', reason: 'Sold' }),
].reduce(evolveCatalogue, SEED_CATALOGUE);
const bookable = current.map(bookableLab);

const form = appointmentForm({ timeTo: '11:00', selectedMachines: [RAISE3D] });

describe('28.2 the appointment form reads the current catalogue', () => {
  it('lists the Fabrication Lab\'s facilities booked on their own: added ones appear, retired ones go', () => {
    const spec = appointmentMachinesIn(LABS).map((f) => f.id);
    expect(spec).toEqual(LABS.find((l) => l.id === APPOINTMENT_LAB)!.facilities.filter((f) => !f.lentWithAnother).map((f) => f.id));
    expect(spec).toEqual(expect.arrayContaining(['fab-prusa-mk4-1', 'fab-trotec-speedy-360', 'fab-shopbot-prs-alpha']));
    const now = appointmentMachinesIn(bookable).map((f) => f.id);
    expect(now.at(-1)).toBe(RAISE3D);
    expect(now).not.toContain('fab-ultimaker-s5');
    expect(appointmentMachinesIn([])).toEqual([]);
  });

  it('a facility added in the console is requested as a booking of its lab, named as the console names it', () => {
    expect(appointmentToBookingRequest(form, current)).toMatchObject({ lab: 'FabricationLab', machines: [{ id: RAISE3D, name: 'Raise3D Pro3' }] });
    // The spec's catalogue does not know it.
    expect(appointmentToBookingRequest(form)).toBeUndefined();
  });

  it('the spec\'s three words still name their facilities; a retired id reaches the decision, which refuses it by name', () => {
    expect(appointmentToBookingRequest({ ...form, selectedMachines: ['3d-printer'] }, current)?.machines).toEqual([{ id: 'fab-prusa-mk4-1', name: 'Prusa MK4 3D Printer (Unit 1)' }]);
    expect(appointmentToBookingRequest({ ...form, selectedMachines: ['fab-ultimaker-s5'] }, current)?.machines).toEqual([{ id: 'fab-ultimaker-s5', name: 'Ultimaker S5 3D Printer' }]);
  });

  it('the availability question knows the added facility in the current catalogue only', () => {
    const query = { date: '2026-04-02', timeFrom: '10:00', timeTo: '11:00', machines: RAISE3D };
    expect(parseMachinesAvailabilityQuery(query, current)).toEqual({ ok: true, value: { date: '2026-04-02', slots: ['10:00'], facilities: [{ lab: 'FabricationLab', facilityId: RAISE3D }] } });
    expect(parseMachinesAvailabilityQuery(query).ok).toBe(false);
  });
});
