import { normaliseBookingRecord, normaliseBookingStatus, wasUpdated } from './booking-record.js';

describe('normaliseBookingRecord', () => {
  it('reads the snake_case spelling', () => {
    expect(
      normaliseBookingRecord({
        _id: '65f1c0ffee',
        name: 'Asha Kulkarni',
        user_type: 'Student',
        email: 'asha@example.com',
        contact_number: '9876543210',
        institute: 'College of Engineering',
        lab: 'FabricationLab',
        booking_date: '2026-03-12',
        time_slots: ['9:00 AM - 10:00 AM'],
        facilities: ['Prusa MK4 3D Printer (Unit 1)'],
        facility_ids: ['fab-prusa-mk4-1'],
        created_at: '2026-03-10T08:00:00.000Z',
        updated_at: '2026-03-10T09:00:00.000Z',
        admin_notes: 'Bring filament.',
        status: 'approved',
      }),
    ).toEqual({
      id: '65f1c0ffee',
      name: 'Asha Kulkarni',
      userType: 'Student',
      email: 'asha@example.com',
      contactNumber: '9876543210',
      institute: 'College of Engineering',
      lab: 'FabricationLab',
      date: '2026-03-12',
      timeSlots: ['9:00 AM - 10:00 AM'],
      facilities: ['Prusa MK4 3D Printer (Unit 1)'],
      facilityIds: ['fab-prusa-mk4-1'],
      createdAt: '2026-03-10T08:00:00.000Z',
      updatedAt: '2026-03-10T09:00:00.000Z',
      adminNotes: 'Bring filament.',
      status: 'approved',
    });
  });

  it('reads the camelCase spelling, naming a staff booking after the staff member', () => {
    expect(
      normaliseBookingRecord({
        id: 'FabricationLab-2026-03-12-1',
        staffMember: 'Rohan Kulkarni',
        userType: 'staff',
        email: 'rohan.kulkarni@centre.example.edu',
        startupName: 'Krishi Sense',
        lab: 'MediaLab',
        date: '2026-03-12',
        timeSlots: ['13:00'],
        facilities: [{ id: 'media-sony-fx30', name: 'Sony FX30 Cinema Camera' }],
        createdAt: '2026-03-10T08:00:00.000Z',
        adminNotes: 'ok',
        status: 'rejected',
      }),
    ).toEqual({
      id: 'FabricationLab-2026-03-12-1',
      name: 'Rohan Kulkarni',
      userType: 'staff',
      email: 'rohan.kulkarni@centre.example.edu',
      startupName: 'Krishi Sense',
      lab: 'MediaLab',
      date: '2026-03-12',
      timeSlots: ['1:00 PM - 2:00 PM'],
      facilities: ['Sony FX30 Cinema Camera'],
      facilityIds: ['media-sony-fx30'],
      createdAt: '2026-03-10T08:00:00.000Z',
      updatedAt: '2026-03-10T08:00:00.000Z',
      adminNotes: 'ok',
      status: 'rejected',
    });
  });

  it('falls back to staff_member and shows a record without status as pending', () => {
    const record = normaliseBookingRecord({
      _id: 7,
      staff_member: 'Priya Nair',
      created_at: 1_773_100_800_000,
    });
    expect(record).toMatchObject({
      id: '7',
      name: 'Priya Nair',
      status: 'pending',
      timeSlots: [],
      facilities: [],
    });
    expect(record?.createdAt).toBe('2026-03-10T00:00:00.000Z');
    expect(record && 'contactNumber' in record).toBe(false);
  });

  it('prefers the booker name over the staff member', () => {
    expect(normaliseBookingRecord({ id: 'x', name: 'Asha', staffMember: 'Rohan' })?.name).toBe(
      'Asha',
    );
  });

  it.each([null, 'abc', [], { name: 'no id' }, { id: '' }])('gives nothing for %j', (raw) => {
    expect(normaliseBookingRecord(raw)).toBeUndefined();
  });

  it('tells whether the booking changed after it was created', () => {
    const created = normaliseBookingRecord({ id: 'a', created_at: '2026-03-10T08:00:00Z' });
    const updated = normaliseBookingRecord({
      id: 'a',
      created_at: '2026-03-10T08:00:00Z',
      updated_at: '2026-03-11T08:00:00Z',
    });
    expect(created && wasUpdated(created)).toBe(false);
    expect(updated && wasUpdated(updated)).toBe(true);
  });
});

describe('normaliseBookingStatus', () => {
  it.each([
    [undefined, 'pending'],
    ['', 'pending'],
    ['PENDING', 'pending'],
    ['approve', 'approved'],
    ['Approved', 'approved'],
    ['reject', 'rejected'],
    ['rejected', 'rejected'],
    ['archived', 'pending'],
  ])('reads %j as %s', (raw, status) => {
    expect(normaliseBookingStatus(raw)).toBe(status);
  });
});
