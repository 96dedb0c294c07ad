import { startBackend, tempDataDir, type BackendProcess } from '../../testing/backend-process.js';
import {
  REVIEW_LINK_SECRET,
  bookingBody,
  centreDate,
  labFacilities,
  newBooker,
  requestFrom,
  sleep,
  type Booker,
  type Facility,
} from '../testing/backend-client.js';

// Issue 26.2 against one real backend process with the default limits: 90 days ahead, 4
// facilities a booking, 24 cells per booker email, 300 per client address. Each address is a
// loopback address of its own (127.0.0.x), so the tests do not share a network's count.
const LAB = 'FabricationLab';

describe('26.2 one visitor can take every slot', () => {
  const data = tempDataDir();
  let backend: BackendProcess;
  let facilities: Facility[];

  beforeAll(async () => {
    backend = await startBackend({ DATA_DIR: data.dir, REVIEW_LINK_SECRET });
    facilities = await labFacilities(backend.url, LAB);
  }, 60_000);

  afterAll(async () => {
    await backend?.stop();
    data.remove();
  });

  const book = async (from: string, body: Record<string, unknown>) => {
    const res = await requestFrom(from, `${backend.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // The counts across lab-days come from a read model: give it its few milliseconds.
    if (res.status === 201) await sleep(150);
    return { status: res.status, body: JSON.parse(res.body) as { code?: string; messageCode?: string; message?: string } };
  };

  it('refuses a date past the 90-day horizon (and 9999-12-31), accepts the last day', async () => {
    const far = await book('127.0.1.1', bookingBody(LAB, centreDate(91), [0], facilities.slice(0, 1)));
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ code: 'DATE_TOO_FAR_AHEAD', messageCode: 'booking.dateTooFarAhead' });
    expect((await book('127.0.1.1', bookingBody(LAB, '9999-12-31', [0], facilities.slice(0, 1)))).body.code).toBe('DATE_TOO_FAR_AHEAD');
    expect((await book('127.0.1.1', bookingBody(LAB, centreDate(90), [0], facilities.slice(0, 1)))).status).toBe(201);
  });

  it('refuses a booking of five facilities, accepts four', async () => {
    const five = await book('127.0.1.2', bookingBody(LAB, centreDate(2), [0], facilities.slice(0, 5)));
    expect(five.status).toBe(400);
    expect(five.body).toMatchObject({ code: 'TOO_MANY_FACILITIES', messageCode: 'booking.facilitiesTooMany' });
    expect((await book('127.0.1.2', bookingBody(LAB, centreDate(2), [0], facilities.slice(0, 4)))).status).toBe(201);
  });

  it('holds at most 24 cells per booker email across their undecided bookings', async () => {
    const booker: Booker = newBooker();
    const four = facilities.slice(4, 8);
    // 16 cells, then 8 more on another day: 24, the limit.
    expect((await book('127.0.1.3', bookingBody(LAB, centreDate(3), [0, 1, 2, 3], four, booker))).status).toBe(201);
    expect((await book('127.0.1.3', bookingBody(LAB, centreDate(4), [0, 1], four, booker))).status).toBe(201);
    // Another address does not help: the email's count is the email's.
    const more = await book('127.0.1.4', bookingBody(LAB, centreDate(5), [0], four.slice(0, 1), booker));
    expect(more.status).toBe(429);
    expect(more.body).toMatchObject({ code: 'HELD_CELLS_PER_EMAIL', messageCode: 'bookingSubmit.heldPerEmail' });
    expect(more.body.message).toMatch(/waiting for a decision/);
    // Another booker is not held back by this one.
    expect((await book('127.0.1.3', bookingBody(LAB, centreDate(5), [0], four.slice(0, 1)))).status).toBe(201);
  });

  it('holds at most 300 cells per client address, whatever the emails; other addresses unaffected', async () => {
    const four = facilities.slice(0, 4);
    // 18 bookings of 16 cells (288), each by a new email on a day of its own, then 12 more: 300.
    for (let day = 10; day < 28; day += 1) {
      expect((await book('127.0.1.5', bookingBody(LAB, centreDate(day), [4, 5, 6, 7], four))).status).toBe(201);
    }
    expect((await book('127.0.1.5', bookingBody(LAB, centreDate(28), [4, 5, 6], four))).status).toBe(201);
    const over = await book('127.0.1.5', bookingBody(LAB, centreDate(29), [4], four.slice(0, 1)));
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'HELD_CELLS_PER_ADDRESS', messageCode: 'bookingSubmit.heldPerAddress' });
    expect((await book('127.0.1.6', bookingBody(LAB, centreDate(29), [4], four.slice(0, 1)))).status).toBe(201);
  }, 60_000);
});
