import { approved, recorded, rejected, requested } from '../../testing/events.js';
import { STORES, project, type OpenedStore } from '../../testing/projection-harness.js';
import { bookingSummaryProjection } from './booking-summary.projection.js';
import { getBookingSummary } from './booking-summary.query.js';

const request = recorded(
  requested(
    {
      bookingId: 'b-1',
      slots: ['09:00', '14:00'],
      facilityIds: ['fab-prusa-mk4-1', 'fab-ultimaker-s5'],
      startupName: 'Agritech Labs',
    },
    '2026-11-20T04:30:00.000Z',
  ),
  1,
);
const approval = recorded(approved('b-1', 'Bring your own filament', '2026-11-20T06:00:00.000Z'), 2);
const rejection = recorded(rejected('b-1', '', '2026-11-20T07:00:00.000Z'), 3);

describe.each(STORES)('booking-summary projection (%s)', (_, open) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.dispose());

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])('each handler applied %s', (_label, twice) => {
    it('BookingRequested writes the record the review page reads, pending', async () => {
      await project(opened.store, bookingSummaryProjection, [request], { twice });
      const summary = await getBookingSummary(opened.store, 'b-1');
      expect(summary?.record).toEqual({
        id: 'b-1',
        name: 'Asha Rao',
        userType: 'Student',
        email: 'asha@example.edu',
        contactNumber: '9876543210',
        institute: 'K J Somaiya College of Engineering',
        startupName: 'Agritech Labs',
        lab: 'FabricationLab',
        labName: 'Fabrication Lab',
        date: '2026-12-01',
        timeSlots: ['9:00 AM - 10:00 AM', '2:00 PM - 3:00 PM'],
        facilities: ['Prusa MK4 3D Printer (Unit 1)', 'Ultimaker S5 3D Printer'],
        facilityIds: ['fab-prusa-mk4-1', 'fab-ultimaker-s5'],
        createdAt: '2026-11-20T04:30:00.000Z',
        updatedAt: '2026-11-20T04:30:00.000Z',
        status: 'pending',
      });
      expect(summary?.history).toEqual([
        { eventId: request.event.eventId, type: 'BookingRequested', at: '2026-11-20T04:30:00.000Z', actor: { kind: 'visitor' }, position: 1 },
      ]);
    });

    it('BookingApproved sets the status, the notes and updatedAt, and adds to the history', async () => {
      await project(opened.store, bookingSummaryProjection, [request, approval], { twice });
      const summary = await getBookingSummary(opened.store, 'b-1');
      expect(summary?.record).toMatchObject({
        status: 'approved',
        adminNotes: 'Bring your own filament',
        updatedAt: '2026-11-20T06:00:00.000Z',
        createdAt: '2026-11-20T04:30:00.000Z',
      });
      expect(summary?.history.map((h) => [h.type, h.notes, h.actor.kind])).toEqual([
        ['BookingRequested', undefined, 'visitor'],
        ['BookingApproved', 'Bring your own filament', 'user'],
      ]);
    });

    it('BookingRejected sets the status; empty notes keep the earlier ones', async () => {
      await project(opened.store, bookingSummaryProjection, [request, approval, rejection], { twice });
      const summary = await getBookingSummary(opened.store, 'b-1');
      expect(summary?.record).toMatchObject({
        status: 'rejected',
        adminNotes: 'Bring your own filament',
        updatedAt: '2026-11-20T07:00:00.000Z',
      });
      expect(summary?.history).toHaveLength(3);
    });
  });

  it('a decision about an unknown booking writes nothing', async () => {
    await project(opened.store, bookingSummaryProjection, [approval]);
    expect(await getBookingSummary(opened.store, 'b-1')).toBeNull();
  });
});
