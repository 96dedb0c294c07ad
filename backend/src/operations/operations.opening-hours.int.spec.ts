import request from 'supertest';
import { bookingFromLog, isLabDayEvent, labDayStreamId } from '@centre/contracts';
import { book, decide } from '../admin/testing/admin-fixtures.js';
import { OperationsModule } from './operations.module.js';
import { openingHoursOperationId } from './operations.process-manager.js';
import { OperationsProcessModule } from './operations.process.module.js';
import { DAY, PRINTER, processManagerHarness, requestAsIfLagging, until } from './testing/process-manager.harness.js';

// The catalogue opens the Fabrication Lab every day.
const ALL_SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'];
/** Closed on Mondays from now on. */
const NO_MONDAYS = { labId: 'FabricationLab', weekdays: [0, 2, 3, 4, 5, 6], slots: ALL_SLOTS };

const h = processManagerHarness([OperationsModule]);
const setHours = (body: object) => h.post('/api/admin/operations/hours', body);

describe('28.3 opening hours set in the console over existing bookings', () => {
  it('cancels the undecided bookings at times the lab no longer opens, flags an approved one once, and leaves the rest', async () => {
    const requested = await book(h.t, { date: DAY, timeSlots: ['11:00 AM - 12:00 PM'] });
    const pending = await book(h.t, { date: DAY, timeSlots: ['12:00 PM - 1:00 PM'], email: 'ravi@example.com' }, { confirm: true });
    const approved = await book(h.t, { date: DAY, timeSlots: ['1:00 PM - 2:00 PM'], email: 'asha@example.com' }, { confirm: true });
    await decide(h.t, h.admin.cookie, approved, 'approve');
    const tuesday = await book(h.t, { date: '2026-11-24', timeSlots: ['11:00 AM - 12:00 PM'], email: 'kiran@example.com' });

    const res = await setHours(NO_MONDAYS);
    expect(res.status).toBe(200);

    for (const id of [requested, pending]) {
      const { history } = await h.eventually(id, 'cancelled');
      expect(history.at(-1)).toMatchObject({ notes: expect.stringMatching(/^Opening hours changed/) });
    }
    // The approved booking stays, flagged once for the reviewers (its mails are the flag's reactions).
    const operationId = openingHoursOperationId('FabricationLab', { weekdays: [0, 2, 3, 4, 5, 6], slots: ALL_SLOTS });
    const flagsOf = async () =>
      (await h.t.store.readStream(labDayStreamId('FabricationLab', DAY))).events.flatMap(({ event }) =>
        isLabDayEvent(event) && event.type === 'BookingFlagged' && event.data.bookingId === approved ? [event] : [],
      );
    await until(async () => (await flagsOf()).length > 0);
    expect((await flagsOf()).map((event) => event.data)).toEqual([
      expect.objectContaining({ bookingId: approved, operationId, kind: 'hours' }),
    ]);
    // A second sweep (a restart, another instance) flags nothing more.
    await h.t.app.get(OperationsProcessModule).manager.sweep();
    expect(await flagsOf()).toHaveLength(1);
    expect((await h.bookingOf(approved))?.record.status).toBe('approved');
    const { events } = await h.t.store.readStream(labDayStreamId('FabricationLab', '2026-11-24'));
    expect(bookingFromLog(tuesday, events)?.record.status).toBe('requested');
  });

  it('catches a booking appended while the hours change, that the decision judged by the old hours', async () => {
    expect((await setHours(NO_MONDAYS)).status).toBe(200);
    const bookingId = await requestAsIfLagging(h.t, 'racing02', [PRINTER], 'Late Booker');
    const { history } = await h.eventually(bookingId, 'cancelled');
    expect(history.at(-1)).toMatchObject({ notes: expect.stringMatching(/^Opening hours changed/) });
  });

  it('the console\'s route: admins read every lab\'s hours in force and are told what is wrong', async () => {
    const read = await request(h.t.app.getHttpServer()).get('/api/admin/operations/hours').set('Cookie', h.admin.cookie).expect(200);
    expect(read.body.hours.AllRooms).toEqual({ weekdays: [1, 2, 3, 4, 5, 6], slots: ALL_SLOTS });
    const refused = await setHours({ labId: 'FabricationLab', weekdays: [], slots: ['10:00'] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.weekdays).toBe('Choose at least one weekday. To shut the lab for some days, declare a closure instead.');
    const reviewer = await h.t.signIn('reviewer');
    expect((await request(h.t.app.getHttpServer()).post('/api/admin/operations/hours').set('Cookie', reviewer.cookie).send(NO_MONDAYS)).status).toBe(403);
    expect((await setHours(NO_MONDAYS)).status).toBe(200);
    const after = await request(h.t.app.getHttpServer()).get('/api/admin/operations/hours').set('Cookie', h.admin.cookie).expect(200);
    expect(after.body.hours.FabricationLab).toEqual({ weekdays: [0, 2, 3, 4, 5, 6], slots: ALL_SLOTS });
  });
});
