import { application, approved, contactMessage, recorded, rejected, requested } from '../../testing/events.js';
import { STORES, project, type OpenedStore } from '../../testing/projection-harness.js';
import { countersProjection } from './counters.projection.js';
import { getCounters } from './counters.query.js';

const bio = { lab: 'BioLab', date: '2026-12-01' };
const r1 = recorded(requested({ bookingId: 'b-1' }), 1);
const r2 = recorded(requested({ bookingId: 'b-2', ...bio }), 2);
const r3 = recorded(requested({ bookingId: 'b-3', ...bio }), 3);
const ok1 = recorded(approved('b-1'), 4);
const no2 = recorded(rejected('b-2', 'no', undefined, bio), 5);
const m1 = recorded(contactMessage({ messageId: 'm-1' }), 6);
const a1 = recorded(application({ applicationId: 'a-1' }), 7);

describe.each(STORES)('counters projection (%s)', (_, open) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.dispose());

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])('each handler applied %s', (_label, twice) => {
    it('BookingRequested counts a pending booking, by lab', async () => {
      await project(opened.store, countersProjection, [r1, r2, r3], { twice });
      expect(await getCounters(opened.store)).toEqual({
        bookings: { total: 3, pending: 3, approved: 0, rejected: 0 },
        bookingsByLab: { FabricationLab: 1, BioLab: 2 },
        messages: 0,
        applications: 0,
      });
    });

    it('BookingApproved and BookingRejected move a booking between statuses', async () => {
      await project(opened.store, countersProjection, [r1, r2, r3, ok1, no2], { twice });
      expect((await getCounters(opened.store)).bookings).toEqual({ total: 3, pending: 1, approved: 1, rejected: 1 });
    });

    it('ContactMessageReceived and StartupApplicationSubmitted count once each', async () => {
      await project(opened.store, countersProjection, [m1, a1], { twice });
      expect(await getCounters(opened.store)).toMatchObject({ messages: 1, applications: 1 });
    });
  });

  it('a decision about an unknown booking counts nothing', async () => {
    await project(opened.store, countersProjection, [ok1]);
    expect((await getCounters(opened.store)).bookings).toEqual({ total: 0, pending: 0, approved: 0, rejected: 0 });
  });
});
