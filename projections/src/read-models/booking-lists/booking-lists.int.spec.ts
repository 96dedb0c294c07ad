import { approved, cancelled, confirmed, expired, flagCleared, flagged, recorded, rejected, requested } from '../../testing/events.js';
import { STORES, project, type OpenedStore } from '../../testing/projection-harness.js';
import { bookingListsProjection } from './booking-lists.projection.js';
import { listBookings, listDueBookings, listFlaggedBookings, listQueue } from './booking-lists.query.js';

const at = (minute: number) => `2026-11-20T05:${String(minute).padStart(2, '0')}:00.000Z`;
const req = (id: string, lab: string, date: string, minute: number, position: number) =>
  recorded(requested({ bookingId: id, lab, date, slots: ['09:00'], facilityIds: ['x'] }, at(minute)), position);

const b1 = req('b-1', 'FabricationLab', '2026-12-03', 1, 1);
const b2 = req('b-2', 'BioLab', '2026-12-01', 2, 2);
const b3 = req('b-3', 'FabricationLab', '2026-12-02', 3, 3);
const approve1 = recorded(approved('b-1', 'ok', at(10), { lab: 'FabricationLab', date: '2026-12-03' }), 4);
const reject2 = recorded(rejected('b-2', 'no', at(11), { lab: 'BioLab', date: '2026-12-01' }), 5);

const ids = (page: { items: Array<{ id: string }> }) => page.items.map((i) => i.id);

describe.each(STORES)('booking-lists projection (%s)', (_, open) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.dispose());

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])('each handler applied %s', (_label, twice) => {
    it('BookingRequested lists the booking as pending, by creation, lab and date', async () => {
      await project(opened.store, bookingListsProjection, [b1, b2, b3], { twice });
      const s = opened.store;
      expect(ids(await listBookings(s))).toEqual(['b-3', 'b-2', 'b-1']);
      expect(await listBookings(s, { status: 'pending' })).toMatchObject({ total: 3 });
      expect(ids(await listBookings(s, { lab: 'FabricationLab', sort: 'created-asc' }))).toEqual(['b-1', 'b-3']);
      expect(ids(await listBookings(s, { sort: 'date-asc' }))).toEqual(['b-2', 'b-3', 'b-1']);
      expect((await listBookings(s)).items[0]).toMatchObject({ id: 'b-3', status: 'pending', lab: 'FabricationLab' });
    });

    it('BookingApproved moves the booking from pending to approved', async () => {
      await project(opened.store, bookingListsProjection, [b1, b2, b3, approve1], { twice });
      expect(ids(await listBookings(opened.store, { status: 'approved' }))).toEqual(['b-1']);
      expect(ids(await listBookings(opened.store, { status: 'pending' }))).toEqual(['b-3', 'b-2']);
      expect((await listBookings(opened.store, { status: 'approved' })).items[0]).toMatchObject({ adminNotes: 'ok' });
    });

    it('BookingRejected moves the booking from pending to rejected', async () => {
      await project(opened.store, bookingListsProjection, [b1, b2, b3, approve1, reject2], { twice });
      expect(ids(await listBookings(opened.store, { status: 'rejected' }))).toEqual(['b-2']);
      expect(ids(await listBookings(opened.store, { status: 'pending' }))).toEqual(['b-3']);
      expect(await listBookings(opened.store)).toMatchObject({ total: 3 });
    });
  });

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])('the life after the request, each handler applied %s', (_label, twice) => {
    const where = { lab: 'FabricationLab', date: '2026-12-03' };
    const unconfirmed = recorded(
      requested({ bookingId: 'u-1', ...where, slots: ['09:00'], facilityIds: ['x'], confirmBy: at(31), decideBy: '2026-12-03T01:30:00.000Z' }, at(1)),
      1,
    );
    const other = recorded(requested({ bookingId: 'u-2', ...where, slots: ['10:00'], facilityIds: ['x'], confirmBy: at(40), decideBy: '2026-12-03T02:30:00.000Z' }, at(2)), 2);

    it('BookingRequested awaiting confirmation lists it as requested, due at its confirmation deadline', async () => {
      await project(opened.store, bookingListsProjection, [unconfirmed, other], { twice });
      expect(ids(await listBookings(opened.store, { status: 'requested' }))).toEqual(['u-2', 'u-1']);
      expect((await listDueBookings(opened.store, new Date(at(31)))).map((r) => r.id)).toEqual(['u-1']);
      expect((await listDueBookings(opened.store, new Date(at(30)))).map((r) => r.id)).toEqual([]);
    });

    it('BookingConfirmed moves it to pending, due at the lab decision deadline', async () => {
      await project(opened.store, bookingListsProjection, [unconfirmed, other, recorded(confirmed('u-1', at(5), where), 3)], { twice });
      expect(ids(await listBookings(opened.store, { status: 'pending' }))).toEqual(['u-1']);
      expect(ids(await listBookings(opened.store, { status: 'requested' }))).toEqual(['u-2']);
      expect((await listDueBookings(opened.store, new Date(at(59)))).map((r) => r.id)).toEqual(['u-2']);
      expect((await listDueBookings(opened.store, new Date('2026-12-03T01:30:00.000Z'))).map((r) => r.id)).toEqual(['u-2', 'u-1']);
    });

    it('BookingCancelled moves it to cancelled, with who and why, and off the deadline list', async () => {
      await project(opened.store, bookingListsProjection, [unconfirmed, other, recorded(cancelled('u-1', 'reviewer', 'Lab closed', at(6), where), 3)], { twice });
      const page = await listBookings(opened.store, { status: 'cancelled' });
      expect(page.items).toEqual([expect.objectContaining({ id: 'u-1', status: 'cancelled', cancelledBy: 'reviewer', cancelReason: 'Lab closed' })]);
      expect((await listDueBookings(opened.store, new Date('2026-12-04T00:00:00Z'))).map((r) => r.id)).toEqual(['u-2']);
    });

    it('BookingExpired moves it to expired, with the stage, and off the deadline list', async () => {
      await project(opened.store, bookingListsProjection, [unconfirmed, other, recorded(expired('u-1', 'unconfirmed', at(31), where), 3)], { twice });
      expect((await listBookings(opened.store, { status: 'expired' })).items).toEqual([
        expect.objectContaining({ id: 'u-1', status: 'expired', expiredStage: 'unconfirmed' }),
      ]);
      expect((await listDueBookings(opened.store, new Date('2026-12-04T00:00:00Z'))).map((r) => r.id)).toEqual(['u-2']);
    });
  });

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])('28.3 flags on approved bookings, each handler applied %s', (_label, twice) => {
    const where = { lab: 'FabricationLab', date: '2026-12-03' };
    const flag1 = recorded(flagged('b-1', 'cl-1', at(20), where), 6);
    const flag1b = recorded(flagged('b-1', 'ou-2', at(21), where), 7);

    it('BookingFlagged keeps the flag on the record and lists it as flagged from its date on; its status stays', async () => {
      await project(opened.store, bookingListsProjection, [b1, b2, b3, approve1, flag1, flag1b], { twice });
      const [record] = (await listBookings(opened.store, { status: 'approved' })).items;
      expect(record).toMatchObject({ id: 'b-1', status: 'approved', adminNotes: 'ok' });
      expect(record!.flags).toEqual([
        { operationId: 'cl-1', kind: 'closure', words: 'Diwali', at: at(20) },
        { operationId: 'ou-2', kind: 'closure', words: 'Diwali', at: at(21) },
      ]);
      expect((await listFlaggedBookings(opened.store, '2026-12-03')).map((r) => r.id)).toEqual(['b-1']);
      expect(await listFlaggedBookings(opened.store, '2026-12-04')).toEqual([]);
    });

    it('BookingFlagCleared takes every flag off the record and the flagged list, with the note', async () => {
      await project(opened.store, bookingListsProjection, [b1, approve1, flag1, flag1b, recorded(flagCleared('b-1', 'Held in the annexe', at(30), where), 8)], { twice });
      const [record] = (await listBookings(opened.store)).items;
      expect(record).toMatchObject({ id: 'b-1', status: 'approved', adminNotes: 'Held in the annexe' });
      expect(record!.flags).toBeUndefined();
      expect(await listFlaggedBookings(opened.store, '2026-11-01')).toEqual([]);
    });

    it('a flagged booking cancelled by a reviewer carries no flag any more', async () => {
      await project(opened.store, bookingListsProjection, [b1, approve1, flag1, recorded(cancelled('b-1', 'reviewer', 'Diwali', at(31), where), 8)], { twice });
      const [record] = (await listBookings(opened.store)).items;
      expect(record).toMatchObject({ status: 'cancelled', cancelReason: 'Diwali' });
      expect(record!.flags).toBeUndefined();
      expect(await listFlaggedBookings(opened.store, '2026-11-01')).toEqual([]);
    });
  });

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])("27.4 reviewers' queue, each handler applied %s", (_label, twice) => {
    const fab = { lab: 'FabricationLab', date: '2026-12-03' };
    const bio = { lab: 'BioLab', date: '2026-12-03' };
    // Deadlines: q-1 lapses last, q-2 first, q-3 (another lab) in between.
    const q1 = recorded(requested({ bookingId: 'q-1', ...fab, slots: ['09:00'], facilityIds: ['x'], confirmBy: at(50), decideBy: '2026-12-03T01:30:00.000Z' }, at(1)), 1);
    const q2 = recorded(requested({ bookingId: 'q-2', ...fab, slots: ['10:00'], facilityIds: ['x'], confirmBy: at(30), decideBy: '2026-12-03T01:30:00.000Z' }, at(2)), 2);
    const q3 = recorded(requested({ bookingId: 'q-3', ...bio, slots: ['10:00'], facilityIds: ['x'], confirmBy: at(40), decideBy: '2026-12-03T01:30:00.000Z' }, at(3)), 3);
    const queue = [q1, q2, q3];

    it('BookingRequested queues the request by its deadline, the nearest first, in all labs and in its lab', async () => {
      await project(opened.store, bookingListsProjection, queue, { twice });
      expect(ids(await listQueue(opened.store))).toEqual(['q-2', 'q-3', 'q-1']);
      expect(await listQueue(opened.store, { lab: 'FabricationLab' })).toMatchObject({ total: 2, items: [{ id: 'q-2' }, { id: 'q-1' }] });
      expect(ids(await listQueue(opened.store, { lab: 'BioLab' }))).toEqual(['q-3']);
      expect(ids(await listQueue(opened.store, { offset: 1, limit: 1 }))).toEqual(['q-3']);
    });

    it("27.4 a reviewer's labs: their queues merged by deadline, paged, and counted together", async () => {
      const q4 = recorded(requested({ bookingId: 'q-4', lab: 'ArVrLab', date: '2026-12-03', slots: ['10:00'], facilityIds: ['x'], confirmBy: at(35), decideBy: '2026-12-03T01:30:00.000Z' }, at(4)), 4);
      await project(opened.store, bookingListsProjection, [...queue, q4], { twice });
      const both = { labs: ['FabricationLab', 'BioLab'] };
      expect(await listQueue(opened.store, both)).toMatchObject({ total: 3, items: [{ id: 'q-2' }, { id: 'q-3' }, { id: 'q-1' }] });
      expect(await listQueue(opened.store, { ...both, offset: 1, limit: 1 })).toMatchObject({ total: 3, items: [{ id: 'q-3' }] });
      expect(await listQueue(opened.store, { ...both, offset: 2, limit: 5 })).toMatchObject({ total: 3, items: [{ id: 'q-1' }] });
      expect(ids(await listQueue(opened.store, { labs: ['BioLab'] }))).toEqual(['q-3']);
      expect(ids(await listQueue(opened.store, { labs: [] }))).toEqual(['q-2', 'q-4', 'q-3', 'q-1']);
    });

    it('BookingConfirmed requeues it at the lab decision deadline', async () => {
      await project(opened.store, bookingListsProjection, [...queue, recorded(confirmed('q-2', at(5), fab), 4)], { twice });
      expect(ids(await listQueue(opened.store))).toEqual(['q-3', 'q-1', 'q-2']);
      expect(ids(await listQueue(opened.store, { lab: 'FabricationLab' }))).toEqual(['q-1', 'q-2']);
    });

    it('BookingApproved, BookingRejected, BookingCancelled and BookingExpired take it off the queue and its lab\'s', async () => {
      const decided = [
        recorded(approved('q-1', 'ok', at(10), fab), 4),
        recorded(rejected('q-3', 'no', at(11), bio), 5),
      ];
      await project(opened.store, bookingListsProjection, [...queue, ...decided], { twice });
      expect(ids(await listQueue(opened.store))).toEqual(['q-2']);
      expect(await listQueue(opened.store, { lab: 'BioLab' })).toMatchObject({ total: 0, items: [] });
      await project(opened.store, bookingListsProjection, [recorded(cancelled('q-2', 'reviewer', 'Lab closed', at(12), fab), 6)], { twice });
      expect(await listQueue(opened.store, { lab: 'FabricationLab' })).toMatchObject({ total: 0, items: [] });
      const again = recorded(requested({ bookingId: 'q-4', ...fab, slots: ['11:00'], facilityIds: ['x'], confirmBy: at(59) }, at(13)), 7);
      await project(opened.store, bookingListsProjection, [again, recorded(expired('q-4', 'unconfirmed', at(59), fab), 8)], { twice });
      expect(await listQueue(opened.store)).toMatchObject({ total: 0, items: [] });
    });
  });

  it('lists bookings of every status by creation as one list: ties by id, both ways, paged', async () => {
    // Created in the same minute, in three statuses (three indexes read as one), between two others.
    const tied = ['t-3', 't-1', 't-2'].map((id, n) => req(id, 'BioLab', '2026-12-01', 9, 2 + n));
    const where = { lab: 'BioLab', date: '2026-12-01' };
    const decided = [recorded(approved('t-2', 'ok', at(10), where), 5), recorded(rejected('t-3', 'no', at(11), where), 6)];
    const later = req('b-9', 'FabricationLab', '2026-12-02', 12, 7);
    await project(opened.store, bookingListsProjection, [b1, ...tied, ...decided, later]);
    const s = opened.store;
    expect(ids(await listBookings(s, { sort: 'created-asc' }))).toEqual(['b-1', 't-1', 't-2', 't-3', 'b-9']);
    expect(ids(await listBookings(s))).toEqual(['b-9', 't-3', 't-2', 't-1', 'b-1']);
    expect(await listBookings(s, { offset: 1, limit: 3 })).toMatchObject({ total: 5, items: [{ id: 't-3' }, { id: 't-2' }, { id: 't-1' }] });
    expect(ids(await listBookings(s, { lab: 'BioLab', sort: 'created-asc', offset: 1, limit: 1 }))).toEqual(['t-2']);
    expect(await listBookings(s, { lab: 'BioLab', offset: 3 })).toMatchObject({ total: 3, items: [] });
    expect(ids(await listBookings(s, { dateFrom: '2026-12-01', dateTo: '2026-12-02', sort: 'created-desc' }))).toEqual(['b-9', 't-3', 't-2', 't-1']);
  });

  it('filters by status, lab and date range together, sorts and pages', async () => {
    const more = [4, 5, 6, 7].map((n) => req(`b-${n}`, 'FabricationLab', `2026-12-0${n}`, 10 + n, 5 + n));
    await project(opened.store, bookingListsProjection, [b1, b2, b3, approve1, ...more]);
    const s = opened.store;
    const page = await listBookings(s, { status: 'pending', lab: 'FabricationLab', dateFrom: '2026-12-02', dateTo: '2026-12-06', sort: 'date-desc', offset: 1, limit: 2 });
    expect(page.total).toBe(4);
    expect(ids(page)).toEqual(['b-5', 'b-4']);
    expect(ids(await listBookings(s, { dateFrom: '2026-12-03', dateTo: '2026-12-04', sort: 'date-asc' }))).toEqual(['b-1', 'b-4']);
    expect(ids(await listBookings(s, { dateFrom: '2026-12-05', sort: 'created-asc' }))).toEqual(['b-5', 'b-6', 'b-7']);
    expect(ids(await listBookings(s, { lab: 'BioLab', sort: 'date-desc' }))).toEqual(['b-2']);
    expect(await listBookings(s, { status: 'pending', lab: 'FabricationLab', limit: 2 })).toMatchObject({ total: 5 });
    expect(ids(await listBookings(s, { status: 'pending', lab: 'FabricationLab', limit: 2 }))).toEqual(['b-7', 'b-6']);
    expect(ids(await listBookings(s, { status: 'approved', lab: 'FabricationLab' }))).toEqual(['b-1']);
    expect(ids(await listBookings(s, { offset: 5, limit: 10 }))).toEqual(['b-2', 'b-1']);
  });
});
