import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { bookingFromLog, labDayStreamId, type BookingStatus } from '@centre/contracts';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../../admin/testing/admin-test-app.js';
import { RunLabDayCommand, parseBookingId } from '../../bookings/index.js';
import { formatBookingId } from '../../bookings/domain/booking-id.js';

/**
 * What the specs of the process managers that catch bookings share (closures and outages,
 * opening hours, retirements): the console's app with the slices under test and an admin
 * signed in, new for each test; a booking as its lab-day stream holds it; and bounded waits for
 * what a process manager does after an append.
 */

/** A Monday: every lab open. TEST_NOW is 09:30 on the 21st at the centre. */
export const DAY = '2026-11-23';
export const PRINTER = 'fab-prusa-mk4-1';
export const ULTIMAKER = 'fab-ultimaker-s5';

type Slices = Parameters<typeof createAdminTestApp>[0];

export interface ProcessManagerHarness {
  /** This test's app (set before each test). */
  t: AdminTestApp;
  admin: SignedIn;
  /** A new app with these slices in place of this test's (closed). */
  restart(slices: Slices): Promise<void>;
  /** POSTs to a console route as the admin. */
  post(path: string, body: object): request.Test;
  /** The booking as its lab-day stream (named by its id) holds it. */
  bookingOf(bookingId: string): Promise<ReturnType<typeof bookingFromLog>>;
  /** Waits (bounded) until the booking has this status; throws with the status it has else. */
  eventually(bookingId: string, status: BookingStatus): Promise<NonNullable<ReturnType<typeof bookingFromLog>>>;
}

/** Polls every 25 ms, 200 times at most: a process manager reacts after the append it follows. */
export const until = async (done: () => Promise<boolean>): Promise<void> => {
  for (let i = 0; i < 200 && !(await done()); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
};

/** Declares `beforeEach`/`afterEach` that give each test a fresh app with `slices` and a signed-in admin. */
export const processManagerHarness = (slices: Slices): ProcessManagerHarness => {
  const bookingOf = async (bookingId: string) => {
    const parts = parseBookingId(bookingId);
    if (!parts) throw new Error(`not a booking id: ${bookingId}`);
    return bookingFromLog(bookingId, (await h.t.store.readStream(labDayStreamId(parts.lab, parts.date))).events);
  };
  const start = async (under: Slices): Promise<void> => {
    h.t = await createAdminTestApp(under);
    h.admin = await h.t.signIn('admin');
  };
  const h: ProcessManagerHarness = {
    t: undefined as unknown as AdminTestApp,
    admin: undefined as unknown as SignedIn,
    restart: async (under) => {
      await h.t.close();
      await start(under);
    },
    post: (path, body) => request(h.t.app.getHttpServer()).post(path).set('Cookie', h.admin.cookie).send(body),
    bookingOf,
    eventually: async (bookingId, status) => {
      await until(async () => (await bookingOf(bookingId))?.record.status === status);
      const found = await bookingOf(bookingId);
      if (found?.record.status !== status) throw new Error(`${bookingId} never became ${status}: ${found?.record.status}`);
      return found;
    },
  };
  beforeEach(() => start(slices));
  afterEach(() => h.t.close());
  return h;
};

/**
 * A Fabrication Lab booking on DAY at 11:00, requested straight through the lab-day command path
 * with no operations and no catalogue as input: as if its request had read a read model that had
 * not yet reached the latest staff decision.
 */
export const requestAsIfLagging = async (t: AdminTestApp, suffix: string, facilityIds: readonly string[], name: string): Promise<string> => {
  const bookingId = formatBookingId('FabricationLab', DAY, suffix);
  await t.app.get(CommandBus).execute(
    new RunLabDayCommand(
      {
        type: 'RequestBooking',
        data: {
          bookingId,
          details: { userType: 'student', lab: 'FabricationLab', date: DAY, slots: ['11:00'], facilityIds: [...facilityIds], name, email: 'late@example.com', contactNumber: '9876543210', institute: 'college-of-engineering' },
          timezone: 'Asia/Kolkata',
          limits: { horizonDays: 90, maxFacilitiesPerBooking: 5 },
        },
      },
      { actor: { kind: 'visitor' }, correlationId: 'race' },
    ),
  );
  return bookingId;
};
