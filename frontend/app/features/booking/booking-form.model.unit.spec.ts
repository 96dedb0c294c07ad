import { EMPTY_BOOKING_FORM, LABS, STAFF_DIRECTORY } from '@centre/contracts';
import {
  bookerName,
  formFieldOf,
  initialValues,
  slotIdsOf,
  toBookingRequest,
} from './booking-form.model';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const chosen = {
  ...EMPTY_BOOKING_FORM,
  lab: 'FabricationLab',
  date: '2099-03-10',
  timeSlots: ['9:00 AM - 10:00 AM'],
  facilityIds: ['fab-prusa-mk4-1'],
};

describe('booking form model', () => {
  it('sends a staff booking with the directory id only (26.6 staff bookings: the server mails the directory)', () => {
    const member = STAFF_DIRECTORY[1]!;
    const values = {
      ...chosen,
      userType: 'SIC Staff Member',
      staffMemberId: member.id,
      email: ' someone.else@example.com ',
    };
    expect(toBookingRequest(values, NOW)).toEqual({
      timestamp: NOW.toISOString(),
      userType: 'SIC Staff Member',
      lab: 'FabricationLab',
      date: '2099-03-10',
      timeSlots: ['9:00 AM - 10:00 AM'],
      machines: [{ id: 'fab-prusa-mk4-1', name: 'Prusa MK4 3D Printer (Unit 1)' }],
      staffMember: member.id,
    });
    expect(bookerName(values)).toBe(member.name);
  });

  it('sends a startup booking with its startup name and no institute', () => {
    const values = {
      ...chosen,
      userType: 'Startup',
      name: ' Dev Shah ',
      contactNumber: '9876543210',
      email: 'dev@x.io',
      institute: 'stale',
      startupName: ' Kite ',
    };
    const request = toBookingRequest(values, NOW);
    expect(request).toMatchObject({
      name: 'Dev Shah',
      startupName: 'Kite',
      contactNumber: '9876543210',
    });
    expect(request).not.toHaveProperty('institute');
    expect(request).not.toHaveProperty('staffMember');
    expect(bookerName(values)).toBe('Dev Shah');
  });

  it('preselects from the query, finding the lab of a facility when only the facility is named', () => {
    expect(initialValues(new URLSearchParams('facility=room-bio-1'))).toMatchObject({
      lab: 'AllRooms',
      facilityIds: ['room-bio-1'],
    });
    const fromFacility = initialValues(new URLSearchParams('facility=fab-ultimaker-s5'));
    expect(fromFacility).toMatchObject({
      lab: 'FabricationLab',
      facilityIds: ['fab-ultimaker-s5'],
    });
    expect(
      initialValues(new URLSearchParams('lab=BioLab&facility=fab-ultimaker-s5')),
    ).toMatchObject({ lab: 'BioLab', facilityIds: [] });
    expect(initialValues(new URLSearchParams('lab=Nowhere'))).toMatchObject({
      lab: '',
      facilityIds: [],
    });
  });

  it('28.2 preselects a facility added in the console once the current catalogue knows it', () => {
    const added = { ...LABS[0]!.facilities[0]!, id: 'added-0a1b2c3d4e5f', name: 'Raise3D Pro3' };
    const labs = LABS.map((l) => (l.id === 'FabricationLab' ? { ...l, facilities: [...l.facilities, added] } : l));
    const query = new URLSearchParams('facility=added-0a1b2c3d4e5f');
    expect(initialValues(query)).toMatchObject({ lab: '', facilityIds: [] });
    expect(initialValues(query, labs)).toMatchObject({ lab: 'FabricationLab', facilityIds: ['added-0a1b2c3d4e5f'] });
    const retired = LABS.map((l) => (l.id === 'FabricationLab' ? { ...l, facilities: l.facilities.filter((f) => f.id !== 'fab-ultimaker-s5') } : l));
    expect(initialValues(new URLSearchParams('lab=FabricationLab&facility=fab-ultimaker-s5'), retired)).toMatchObject({ lab: 'FabricationLab', facilityIds: [] });
  });

  it('28.7 preselects the cells picked on the availability grid: one date, its slots and facilities', () => {
    expect(
      initialValues(
        new URLSearchParams('lab=FabricationLab&date=2026-12-01&slot=11:00&slot=09:00&slot=11:00&facility=fab-prusa-mk4-1&facility=fab-ultimaker-s5'),
      ),
    ).toMatchObject({
      lab: 'FabricationLab',
      date: '2026-12-01',
      timeSlots: ['9:00 AM - 10:00 AM', '11:00 AM - 12:00 PM'],
      facilityIds: ['fab-prusa-mk4-1', 'fab-ultimaker-s5'],
    });
    // Nothing that is not a real date, a slot of the day or a facility of the lab is kept.
    expect(
      initialValues(new URLSearchParams('lab=FabricationLab&date=2026-02-30&slot=09:00&facility=bio-eppendorf-5424r')),
    ).toMatchObject({ lab: 'FabricationLab', date: '', timeSlots: [], facilityIds: [] });
    expect(
      initialValues(new URLSearchParams('lab=FabricationLab&date=2026-12-01&slot=07:00&slot=10:00')).timeSlots,
    ).toEqual(['10:00 AM - 11:00 AM']);
  });

  it('maps the server field names onto the form', () => {
    expect(formFieldOf('machines')).toBe('facilityIds');
    expect(formFieldOf('staffMember')).toBe('staffMemberId');
    expect(formFieldOf('email')).toBe('email');
    expect(formFieldOf('body')).toBeUndefined();
    expect(slotIdsOf(['9:00 AM - 10:00 AM', 'nonsense'])).toEqual(['09:00']);
  });
});
