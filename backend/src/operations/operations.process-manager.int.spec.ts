import { CommandBus } from '@nestjs/cqrs';
import { labDayStreamId } from '@centre/contracts';
import { book, decide, settle } from '../admin/testing/admin-fixtures.js';
import { bookingBody } from '../bookings/testing/booking-test-app.js';
import { CatalogueModule } from '../catalogue/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { OperationsModule } from './operations.module.js';
import { OperationsProcessManager } from './operations.process-manager.js';
import { OperationsProcessModule, caughtBookingDeps } from './operations.process.module.js';
import { DAY, PRINTER, ULTIMAKER, processManagerHarness, requestAsIfLagging, until } from './testing/process-manager.harness.js';

const h = processManagerHarness([OperationsModule]);
const declare = async (path: string, body: object): Promise<string> => {
  const res = await h.post(`/api/admin/operations${path}`, body);
  if (res.status !== 201) throw new Error(`declaration refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
};
/** The correlation ids of the events of this type on DAY's Fabrication Lab stream, in order. */
const correlationIdsOf = async (type: string): Promise<string[]> =>
  (await h.t.store.readStream(labDayStreamId('FabricationLab', DAY))).events.flatMap(({ event }) => (event.type === type ? [event.correlationId] : []));
const outage = { labId: 'FabricationLab', facilityId: PRINTER, from: `${DAY}T10:00`, until: `${DAY}T13:00`, kind: 'maintenance', reason: 'new nozzle' };

describe('28.3 the lab operations\' process manager', () => {
  it('cancels the undecided bookings inside a new outage with its words, and leaves the others', async () => {
    const requested = await book(h.t, { date: DAY, timeSlots: ['11:00 AM - 12:00 PM'] });
    const pending = await book(h.t, { date: DAY, timeSlots: ['12:00 PM - 1:00 PM'], email: 'ravi@example.com' }, { confirm: true });
    const otherFacility = await book(h.t, { date: DAY, timeSlots: ['11:00 AM - 12:00 PM'], machines: [{ id: ULTIMAKER }], email: 'meera@example.com' });
    const laterSlot = await book(h.t, { date: DAY, timeSlots: ['1:00 PM - 2:00 PM'], email: 'kiran@example.com' });

    const outageId = await declare('/outages', outage);

    for (const id of [requested, pending]) {
      const { history } = await h.eventually(id, 'cancelled');
      expect(history.at(-1)).toMatchObject({ notes: expect.stringMatching(/maintenance: new nozzle$/) });
    }
    // Each cancellation is tied to the outage that caused it.
    expect(await correlationIdsOf('BookingCancelled')).toEqual([`outage:${outageId}`, `outage:${outageId}`]);
    await h.t.app.get(OperationsProcessModule).manager.idle();
    expect((await h.bookingOf(otherFacility))?.record.status).toBe('requested');
    expect((await h.bookingOf(laterSlot))?.record.status).toBe('requested');
  });

  it('flags an approved booking inside a new closure on its lab-day, once, even when it reacts twice or on two instances, and cancels nothing', async () => {
    const approved = await book(h.t, { date: DAY, email: 'asha@example.com' }, { confirm: true });
    await decide(h.t, h.admin.cookie, approved, 'approve');

    const closureId = await declare('/closures', { labId: null, from: DAY, to: DAY, reason: 'Diwali' });
    const flagsOf = async () => ((await h.bookingOf(approved))?.history ?? []).filter((step) => step.type === 'BookingFlagged');
    await until(async () => (await flagsOf()).length > 0);
    const manager = h.t.app.get(OperationsProcessModule).manager;
    // A second sweep (a restart) and a second instance's own sweep, at once, append nothing more.
    const config = h.t.app.get<AppConfig>(APP_CONFIG);
    const second = new OperationsProcessManager(caughtBookingDeps({ events: h.t.store, clock: h.t.clock, commandBus: h.t.app.get(CommandBus), config }, 'lab-operations'));
    await Promise.all([manager.sweep(), second.sweep(), manager.sweep()]);
    const flags = await flagsOf();
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ notes: 'Diwali', actor: { kind: 'system', reason: 'lab-operations' } });
    const { record } = (await h.bookingOf(approved))!;
    expect(record).toMatchObject({ status: 'approved', flags: [{ operationId: closureId, kind: 'closure', words: 'Diwali' }] });
    expect(await correlationIdsOf('BookingFlagged')).toEqual([`closure:${closureId}`]);
  });

  it('catches a booking appended after the declaration that the decision did not see (the read model lagged)', async () => {
    await declare('/outages', outage);
    const bookingId = await requestAsIfLagging(h.t, 'racing01', [PRINTER], String(bookingBody({ date: DAY, timeSlots: ['11:00 AM - 12:00 PM'] }).name));
    const { history } = await h.eventually(bookingId, 'cancelled');
    expect(history.at(-1)).toMatchObject({ notes: expect.stringMatching(/new nozzle/) });
  });

  it('sweeps at start: a booking inside an outage declared while no instance ran is cancelled', async () => {
    const manager = h.t.app.get(OperationsProcessModule).manager;
    await manager.stop();
    const requested = await book(h.t, { date: DAY, timeSlots: ['11:00 AM - 12:00 PM'] });
    await declare('/outages', outage);
    expect((await h.bookingOf(requested))?.record.status).toBe('requested');
    await manager.start();
    await h.eventually(requested, 'cancelled');
  });

  it('28.2 names a facility added in the console in the cancellation\'s reason', async () => {
    await h.restart([OperationsModule, CatalogueModule]);
    const added = await h.post('/api/admin/catalogue/facilities', { labId: 'FabricationLab', name: 'Raise3D Pro3', description: '', specs: '', category: '3d-printer' });
    expect(added.status).toBe(201);
    const facilityId = added.body.facilityId as string;
    await settle(h.t, added.body.position as number);
    const requested = await book(h.t, { date: DAY, timeSlots: ['11:00 AM - 12:00 PM'], machines: [{ id: facilityId }] });

    await declare('/outages', { ...outage, facilityId });
    const { history } = await h.eventually(requested, 'cancelled');
    expect(history.at(-1)).toMatchObject({ notes: 'Raise3D Pro3 — maintenance: new nozzle' });
  });
});
