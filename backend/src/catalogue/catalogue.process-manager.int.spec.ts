import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { LABS, bookingFromLog, labDayStreamId, type BookingStatus } from '@centre/contracts';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../admin/testing/admin-test-app.js';
import { book, decide } from '../admin/testing/admin-fixtures.js';
import { RunLabDayCommand } from '../bookings/index.js';
import { formatBookingId } from '../bookings/domain/booking-id.js';
import { CatalogueModule } from './catalogue.module.js';
import { CatalogueProcessModule } from './catalogue.process.module.js';
import { CatalogueProcessManager } from './catalogue.process-manager.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';

// A Monday: every lab open. TEST_NOW is 09:30 on the 21st at the centre.
const DAY = '2026-11-23';
const LATER = '2026-11-30';
const ULTIMAKER = 'fab-ultimaker-s5';
const PRINTER = 'fab-prusa-mk4-1';

let t: AdminTestApp;
let admin: SignedIn;
const retire = async (facilityId = ULTIMAKER, reason = 'Sold to the university') => {
  const res = await request(t.app.getHttpServer()).post('/api/admin/catalogue/facilities/retire').set('Cookie', admin.cookie).send({ labId: 'FabricationLab', facilityId, reason });
  if (res.status !== 200) throw new Error(`retirement refused: ${res.status} ${JSON.stringify(res.body)}`);
};
const bookingOf = async (bookingId: string, date = DAY) => bookingFromLog(bookingId, (await t.store.readStream(labDayStreamId('FabricationLab', date))).events);
const eventually = async (bookingId: string, status: BookingStatus, date = DAY) => {
  for (let i = 0; i < 200; i += 1) {
    const found = await bookingOf(bookingId, date);
    if (found?.record.status === status) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${bookingId} never became ${status}: ${(await bookingOf(bookingId, date))?.record.status}`);
};
const ultimaker = { machines: [{ id: ULTIMAKER }] };

beforeEach(async () => {
  t = await createAdminTestApp([CatalogueModule]);
  admin = await t.signIn('admin');
});
afterEach(async () => {
  await t.close();
});

describe('28.2 retiring a facility deals with its future bookings', () => {
  it('cancels the undecided bookings that name it, on every day to come, with the reason; leaves the others', async () => {
    const requested = await book(t, { date: DAY, ...ultimaker });
    const pending = await book(t, { date: LATER, ...ultimaker, email: 'ravi@example.com' }, { confirm: true });
    const other = await book(t, { date: DAY, email: 'meera@example.com' });

    await retire();

    for (const [id, date] of [[requested, DAY], [pending, LATER]] as const) {
      const { history } = await eventually(id, 'cancelled', date);
      expect(history.at(-1)).toMatchObject({ notes: 'Ultimaker S5 3D Printer — retired: Sold to the university' });
    }
    await t.app.get(CatalogueProcessModule).manager.idle();
    expect((await bookingOf(other))?.record.status).toBe('requested');
  });

  it('flags an approved booking on its lab-day, once, and cancels nothing', async () => {
    const approved = await book(t, { date: DAY, ...ultimaker, email: 'asha@example.com' }, { confirm: true });
    await decide(t, admin.cookie, approved, 'approve');

    await retire();
    const flagsOf = async () => ((await bookingOf(approved))?.history ?? []).filter((step) => step.type === 'BookingFlagged');
    for (let i = 0; i < 200 && (await flagsOf()).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    // A second sweep (a restart, another instance) appends nothing more.
    await t.app.get(CatalogueProcessModule).manager.sweep();
    expect(await flagsOf()).toHaveLength(1);
    expect((await bookingOf(approved))?.record).toMatchObject({
      status: 'approved',
      flags: [{ operationId: `retired-${ULTIMAKER}`, kind: 'retirement', words: 'Ultimaker S5 3D Printer — retired: Sold to the university' }],
    });
  });

  it('catches a booking appended while the retirement is recorded (the decision read the catalogue before it)', async () => {
    await retire();
    // As if the request had read the read model before the retirement reached it: no catalogue as input.
    const bookingId = formatBookingId('FabricationLab', DAY, 'racing02');
    await t.app.get(CommandBus).execute(
      new RunLabDayCommand(
        {
          type: 'RequestBooking',
          data: {
            bookingId,
            details: { userType: 'student', lab: 'FabricationLab', date: DAY, slots: ['11:00'], facilityIds: [PRINTER, ULTIMAKER], name: 'Late Comer', email: 'late@example.com', contactNumber: '9876543210', institute: 'college-of-engineering' },
            timezone: 'Asia/Kolkata',
            limits: { horizonDays: 90, maxFacilitiesPerBooking: 5 },
          },
        },
        { actor: { kind: 'visitor' }, correlationId: 'race' },
      ),
    );
    const { history } = await eventually(bookingId, 'cancelled');
    expect(history.at(-1)).toMatchObject({ notes: expect.stringMatching(/retired: Sold/) });
  });

  it('reads no lab-day for a booking while nothing of its lab is retired (every booking passes here)', async () => {
    // A second manager over the same log, whose reads of streams are listed.
    const read: string[] = [];
    const log = t.store;
    const events: EventStore = {
      append: (streamId, appended, expected) => log.append(streamId, appended, expected),
      readStream: (streamId) => {
        read.push(streamId);
        return log.readStream(streamId);
      },
      readAll: (after, limit) => log.readAll(after, limit),
      head: () => log.head(),
      subscribe: (after, onEvent) => log.subscribe(after, onEvent),
      close: async () => undefined,
    };
    const manager = new CatalogueProcessManager({
      events,
      cancel: async () => undefined,
      flag: async () => undefined,
      now: () => t.clock.now(),
      timezone: 'Asia/Kolkata',
      horizonDays: 90,
    });
    await manager.start();
    try {
      const bio = LABS.find((lab) => lab.id === 'BioLab')!;
      const machine = bio.facilities.find((f) => !f.lentWithAnother && !f.trainingRequired)!;
      await book(t, { lab: 'BioLab', date: DAY, machines: [{ id: machine.id, name: machine.name }], email: 'bio@example.com' });
      await retire();
      // The retirement, later in the log than the booking, reads the Fabrication Lab's days.
      for (let i = 0; i < 200 && !read.includes(labDayStreamId('FabricationLab', DAY)); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(read).toContain(labDayStreamId('FabricationLab', DAY));
      expect(read).not.toContain(labDayStreamId('BioLab', DAY));
    } finally {
      await manager.stop();
    }
  });

  it('sweeps at start: a booking of a facility retired while no instance ran is cancelled', async () => {
    const manager = t.app.get(CatalogueProcessModule).manager;
    await manager.stop();
    const requested = await book(t, { date: DAY, ...ultimaker });
    await retire();
    expect((await bookingOf(requested))?.record.status).toBe('requested');
    await manager.start();
    await eventually(requested, 'cancelled');
  });
});
