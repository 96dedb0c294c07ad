import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { bookingFromLog, labDayStreamId, type BookingStatus } from '@centre/contracts';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../admin/testing/admin-test-app.js';
import { book, decide, settle } from '../admin/testing/admin-fixtures.js';
import { RunLabDayCommand } from '../bookings/index.js';
import { formatBookingId } from '../bookings/domain/booking-id.js';
import { bookingBody } from '../bookings/testing/booking-test-app.js';
import { CatalogueModule } from '../catalogue/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { OperationsModule } from './operations.module.js';
import { OperationsProcessManager } from './operations.process-manager.js';
import { OperationsProcessModule, caughtBookingActions } from './operations.process.module.js';

// A Monday: every lab open. TEST_NOW is 09:30 on the 21st at the centre.
const DAY = '2026-11-23';
const PRINTER = 'fab-prusa-mk4-1';
const ULTIMAKER = 'fab-ultimaker-s5';

let t: AdminTestApp;
let admin: SignedIn;
const declare = async (path: string, body: object): Promise<string> => {
  const res = await request(t.app.getHttpServer()).post(`/api/admin/operations${path}`).set('Cookie', admin.cookie).send(body);
  if (res.status !== 201) throw new Error(`declaration refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
};
const outage = { labId: 'FabricationLab', facilityId: PRINTER, from: `${DAY}T10:00`, until: `${DAY}T13:00`, kind: 'maintenance', reason: 'new nozzle' };

const bookingOf = async (bookingId: string) => {
  const { events } = await t.store.readStream(labDayStreamId('FabricationLab', DAY));
  return bookingFromLog(bookingId, events);
};
/** The process manager reacts after the append: wait (bounded) for what it does. */
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

describe('28.3 the lab operations\' process manager', () => {
  it('cancels the undecided bookings inside a new outage with its words, and leaves the others', async () => {
    const requested = await book(t, { date: DAY, timeSlots: ['11:00 AM - 12:00 PM'] });
    const pending = await book(t, { date: DAY, timeSlots: ['12:00 PM - 1:00 PM'], email: 'ravi@example.com' }, { confirm: true });
    const otherFacility = await book(t, { date: DAY, timeSlots: ['11:00 AM - 12:00 PM'], machines: [{ id: ULTIMAKER }], email: 'meera@example.com' });
    const laterSlot = await book(t, { date: DAY, timeSlots: ['1:00 PM - 2:00 PM'], email: 'kiran@example.com' });

    await declare('/outages', outage);

    for (const id of [requested, pending]) {
      const { history } = await eventually(id, 'cancelled');
      expect(history.at(-1)).toMatchObject({ notes: expect.stringMatching(/maintenance: new nozzle$/) });
    }
    await t.app.get(OperationsProcessModule).manager.idle();
    expect((await bookingOf(otherFacility))?.record.status).toBe('requested');
    expect((await bookingOf(laterSlot))?.record.status).toBe('requested');
  });

  it('flags an approved booking inside a new closure on its lab-day, once, even when it reacts twice or on two instances, and cancels nothing', async () => {
    const approved = await book(t, { date: DAY, email: 'asha@example.com' }, { confirm: true });
    await decide(t, admin.cookie, approved, 'approve');

    const closureId = await declare('/closures', { labId: null, from: DAY, to: DAY, reason: 'Diwali' });
    const flagsOf = async () => ((await bookingOf(approved))?.history ?? []).filter((step) => step.type === 'BookingFlagged');
    for (let i = 0; i < 200 && (await flagsOf()).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    const manager = t.app.get(OperationsProcessModule).manager;
    // A second sweep (a restart) and a second instance's own sweep, at once, append nothing more.
    const config = t.app.get<AppConfig>(APP_CONFIG);
    const second = new OperationsProcessManager({
      events: t.store,
      ...caughtBookingActions({ commandBus: t.app.get(CommandBus), config }, 'lab-operations'),
      now: () => t.clock.now(),
      timezone: config.centreTimezone,
      horizonDays: config.bookingLimits.horizonDays,
    });
    await Promise.all([manager.sweep(), second.sweep(), manager.sweep()]);
    const flags = await flagsOf();
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ notes: 'Diwali', actor: { kind: 'system', reason: 'lab-operations' } });
    const { record } = (await bookingOf(approved))!;
    expect(record).toMatchObject({ status: 'approved', flags: [{ operationId: closureId, kind: 'closure', words: 'Diwali' }] });
  });

  it('catches a booking appended after the declaration that the decision did not see (the read model lagged)', async () => {
    await declare('/outages', outage);
    // As if the request had read the read model before the outage reached it: no operations as input.
    const bookingId = formatBookingId('FabricationLab', DAY, 'racing01');
    const body = bookingBody({ date: DAY, timeSlots: ['11:00 AM - 12:00 PM'] });
    await t.app.get(CommandBus).execute(
      new RunLabDayCommand(
        {
          type: 'RequestBooking',
          data: {
            bookingId,
            details: { userType: 'student', lab: 'FabricationLab', date: DAY, slots: ['11:00'], facilityIds: [PRINTER], name: String(body.name), email: 'late@example.com', contactNumber: '9876543210', institute: 'college-of-engineering' },
            timezone: 'Asia/Kolkata',
            limits: { horizonDays: 90, maxFacilitiesPerBooking: 5 },
          },
        },
        { actor: { kind: 'visitor' }, correlationId: 'race' },
      ),
    );
    const { history } = await eventually(bookingId, 'cancelled');
    expect(history.at(-1)).toMatchObject({ notes: expect.stringMatching(/new nozzle/) });
  });

  it('sweeps at start: a booking inside an outage declared while no instance ran is cancelled', async () => {
    const manager = t.app.get(OperationsProcessModule).manager;
    await manager.stop();
    const requested = await book(t, { date: DAY, timeSlots: ['11:00 AM - 12:00 PM'] });
    await declare('/outages', outage);
    expect((await bookingOf(requested))?.record.status).toBe('requested');
    await manager.start();
    await eventually(requested, 'cancelled');
  });

  it('28.2 names a facility added in the console in the cancellation\'s reason', async () => {
    await t.close();
    t = await createAdminTestApp([OperationsModule, CatalogueModule]);
    admin = await t.signIn('admin');
    const added = await request(t.app.getHttpServer())
      .post('/api/admin/catalogue/facilities')
      .set('Cookie', admin.cookie)
      .send({ labId: 'FabricationLab', name: 'Raise3D Pro3', description: '', specs: '', category: '3d-printer' });
    expect(added.status).toBe(201);
    const facilityId = added.body.facilityId as string;
    await settle(t, added.body.position as number);
    const requested = await book(t, { date: DAY, timeSlots: ['11:00 AM - 12:00 PM'], machines: [{ id: facilityId }] });

    await declare('/outages', { ...outage, facilityId });
    const { history } = await eventually(requested, 'cancelled');
    expect(history.at(-1)).toMatchObject({ notes: 'Raise3D Pro3 — maintenance: new nozzle' });
  });
});
