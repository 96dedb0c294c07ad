import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { bookingFromLog, isLabDayEvent, labDayStreamId, type BookingStatus } from '@centre/contracts';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../admin/testing/admin-test-app.js';
import { book, decide } from '../admin/testing/admin-fixtures.js';
import { RunLabDayCommand } from '../bookings/index.js';
import { formatBookingId } from '../bookings/domain/booking-id.js';
import { OperationsModule } from './operations.module.js';
import { openingHoursOperationId } from './operations.process-manager.js';
import { OperationsProcessModule } from './operations.process.module.js';

// A Monday; TEST_NOW is 09:30 on the 21st at the centre. The catalogue opens the Fabrication Lab every day.
const DAY = '2026-11-23';
const PRINTER = 'fab-prusa-mk4-1';
const ALL_SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'];
/** Closed on Mondays from now on. */
const NO_MONDAYS = { labId: 'FabricationLab', weekdays: [0, 2, 3, 4, 5, 6], slots: ALL_SLOTS };

let t: AdminTestApp;
let admin: SignedIn;
const setHours = async (body: object) =>
  request(t.app.getHttpServer()).post('/api/admin/operations/hours').set('Cookie', admin.cookie).send(body);

const bookingOf = async (bookingId: string, lab = 'FabricationLab') => {
  const { events } = await t.store.readStream(labDayStreamId(lab, DAY));
  return bookingFromLog(bookingId, events);
};
const eventually = async (bookingId: string, status: BookingStatus) => {
  for (let i = 0; i < 200; i += 1) {
    if ((await bookingOf(bookingId))?.record.status === status) return (await bookingOf(bookingId))!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${bookingId} never became ${status}: ${(await bookingOf(bookingId))?.record.status}`);
};

beforeEach(async () => {
  t = await createAdminTestApp([OperationsModule]);
  admin = await t.signIn('admin');
});
afterEach(async () => {
  await t.close();
});

describe('28.3 opening hours set in the console over existing bookings', () => {
  it('cancels the undecided bookings at times the lab no longer opens, flags an approved one once, and leaves the rest', async () => {
    const requested = await book(t, { date: DAY, timeSlots: ['11:00 AM - 12:00 PM'] });
    const pending = await book(t, { date: DAY, timeSlots: ['12:00 PM - 1:00 PM'], email: 'ravi@example.com' }, { confirm: true });
    const approved = await book(t, { date: DAY, timeSlots: ['1:00 PM - 2:00 PM'], email: 'asha@example.com' }, { confirm: true });
    await decide(t, admin.cookie, approved, 'approve');
    const tuesday = await book(t, { date: '2026-11-24', timeSlots: ['11:00 AM - 12:00 PM'], email: 'kiran@example.com' });

    const res = await setHours(NO_MONDAYS);
    expect(res.status).toBe(200);

    for (const id of [requested, pending]) {
      const { history } = await eventually(id, 'cancelled');
      expect(history.at(-1)).toMatchObject({ notes: expect.stringMatching(/^Opening hours changed/) });
    }
    // The approved booking stays, flagged once for the reviewers (its mails are the flag's reactions).
    const operationId = openingHoursOperationId('FabricationLab', { weekdays: [0, 2, 3, 4, 5, 6], slots: ALL_SLOTS });
    const flagsOf = async () =>
      (await t.store.readStream(labDayStreamId('FabricationLab', DAY))).events.flatMap(({ event }) =>
        isLabDayEvent(event) && event.type === 'BookingFlagged' && event.data.bookingId === approved ? [event] : [],
      );
    for (let i = 0; i < 200 && (await flagsOf()).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    expect((await flagsOf()).map((event) => event.data)).toEqual([
      expect.objectContaining({ bookingId: approved, operationId, kind: 'hours' }),
    ]);
    // A second sweep (a restart, another instance) flags nothing more.
    await t.app.get(OperationsProcessModule).manager.sweep();
    expect(await flagsOf()).toHaveLength(1);
    expect((await bookingOf(approved))?.record.status).toBe('approved');
    const { events } = await t.store.readStream(labDayStreamId('FabricationLab', '2026-11-24'));
    expect(bookingFromLog(tuesday, events)?.record.status).toBe('requested');
  });

  it('catches a booking appended while the hours change, that the decision judged by the old hours', async () => {
    expect((await setHours(NO_MONDAYS)).status).toBe(200);
    // As if the request had read the read model before the new hours reached it: no operations as input.
    const bookingId = formatBookingId('FabricationLab', DAY, 'racing02');
    await t.app.get(CommandBus).execute(
      new RunLabDayCommand(
        {
          type: 'RequestBooking',
          data: {
            bookingId,
            details: { userType: 'student', lab: 'FabricationLab', date: DAY, slots: ['11:00'], facilityIds: [PRINTER], name: 'Late Booker', email: 'late@example.com', contactNumber: '9876543210', institute: 'college-of-engineering' },
            timezone: 'Asia/Kolkata',
            limits: { horizonDays: 90, maxFacilitiesPerBooking: 5 },
          },
        },
        { actor: { kind: 'visitor' }, correlationId: 'race' },
      ),
    );
    const { history } = await eventually(bookingId, 'cancelled');
    expect(history.at(-1)).toMatchObject({ notes: expect.stringMatching(/^Opening hours changed/) });
  });

  it('the console\'s route: admins read every lab\'s hours in force and are told what is wrong', async () => {
    const read = await request(t.app.getHttpServer()).get('/api/admin/operations/hours').set('Cookie', admin.cookie).expect(200);
    expect(read.body.hours.AllRooms).toEqual({ weekdays: [1, 2, 3, 4, 5, 6], slots: ALL_SLOTS });
    const refused = await setHours({ labId: 'FabricationLab', weekdays: [], slots: ['10:00'] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.weekdays).toBe('Choose at least one weekday. To shut the lab for some days, declare a closure instead.');
    const reviewer = await t.signIn('reviewer');
    expect((await request(t.app.getHttpServer()).post('/api/admin/operations/hours').set('Cookie', reviewer.cookie).send(NO_MONDAYS)).status).toBe(403);
    expect((await setHours(NO_MONDAYS)).status).toBe(200);
    const after = await request(t.app.getHttpServer()).get('/api/admin/operations/hours').set('Cookie', admin.cookie).expect(200);
    expect(after.body.hours.FabricationLab).toEqual({ weekdays: [0, 2, 3, 4, 5, 6], slots: ALL_SLOTS });
  });
});
