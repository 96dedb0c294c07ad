import { LABS, labDayStreamId } from '@centre/contracts';
import { book, decide } from '../admin/testing/admin-fixtures.js';
import { DAY, PRINTER, ULTIMAKER, processManagerHarness, requestAsIfLagging, until } from '../operations/testing/process-manager.harness.js';
import { CatalogueModule } from './catalogue.module.js';
import { CatalogueProcessModule } from './catalogue.process.module.js';
import { CatalogueProcessManager } from './catalogue.process-manager.js';
import type { EventStore } from '../shared/event-store/event-store.port.js';

const LATER = '2026-11-30';

const h = processManagerHarness([CatalogueModule]);
const retire = async (facilityId = ULTIMAKER, reason = 'Sold to the university') => {
  const res = await h.post('/api/admin/catalogue/facilities/retire', { labId: 'FabricationLab', facilityId, reason });
  if (res.status !== 200) throw new Error(`retirement refused: ${res.status} ${JSON.stringify(res.body)}`);
};
const ultimaker = { machines: [{ id: ULTIMAKER }] };

describe('28.2 retiring a facility deals with its future bookings', () => {
  it('cancels the undecided bookings that name it, on every day to come, with the reason; leaves the others', async () => {
    const requested = await book(h.t, { date: DAY, ...ultimaker });
    const pending = await book(h.t, { date: LATER, ...ultimaker, email: 'ravi@example.com' }, { confirm: true });
    const other = await book(h.t, { date: DAY, email: 'meera@example.com' });

    await retire();

    for (const id of [requested, pending]) {
      const { history } = await h.eventually(id, 'cancelled');
      expect(history.at(-1)).toMatchObject({ notes: 'Ultimaker S5 3D Printer — retired: Sold to the university' });
    }
    await h.t.app.get(CatalogueProcessModule).manager.idle();
    expect((await h.bookingOf(other))?.record.status).toBe('requested');
  });

  it('flags an approved booking on its lab-day, once, and cancels nothing', async () => {
    const approved = await book(h.t, { date: DAY, ...ultimaker, email: 'asha@example.com' }, { confirm: true });
    await decide(h.t, h.admin.cookie, approved, 'approve');

    await retire();
    const flagsOf = async () => ((await h.bookingOf(approved))?.history ?? []).filter((step) => step.type === 'BookingFlagged');
    await until(async () => (await flagsOf()).length > 0);
    // A second sweep (a restart, another instance) appends nothing more.
    await h.t.app.get(CatalogueProcessModule).manager.sweep();
    expect(await flagsOf()).toHaveLength(1);
    expect((await h.bookingOf(approved))?.record).toMatchObject({
      status: 'approved',
      flags: [{ operationId: `retired-${ULTIMAKER}`, kind: 'retirement', words: 'Ultimaker S5 3D Printer — retired: Sold to the university' }],
    });
  });

  it('catches a booking appended while the retirement is recorded (the decision read the catalogue before it)', async () => {
    await retire();
    const bookingId = await requestAsIfLagging(h.t, 'racing02', [PRINTER, ULTIMAKER], 'Late Comer');
    const { history } = await h.eventually(bookingId, 'cancelled');
    expect(history.at(-1)).toMatchObject({ notes: expect.stringMatching(/retired: Sold/) });
  });

  it('reads no lab-day for a booking while nothing of its lab is retired (every booking passes here)', async () => {
    // A second manager over the same log, whose reads of streams are listed.
    const read: string[] = [];
    const log = h.t.store;
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
      now: () => h.t.clock.now(),
      timezone: 'Asia/Kolkata',
      horizonDays: 90,
    });
    await manager.start();
    try {
      const bio = LABS.find((lab) => lab.id === 'BioLab')!;
      const machine = bio.facilities.find((f) => !f.lentWithAnother && !f.trainingRequired)!;
      await book(h.t, { lab: 'BioLab', date: DAY, machines: [{ id: machine.id, name: machine.name }], email: 'bio@example.com' });
      await retire();
      // The retirement, later in the log than the booking, reads the Fabrication Lab's days.
      await until(async () => read.includes(labDayStreamId('FabricationLab', DAY)));
      expect(read).toContain(labDayStreamId('FabricationLab', DAY));
      expect(read).not.toContain(labDayStreamId('BioLab', DAY));
    } finally {
      await manager.stop();
    }
  });

  it('sweeps at start: a booking of a facility retired while no instance ran is cancelled', async () => {
    const manager = h.t.app.get(CatalogueProcessModule).manager;
    await manager.stop();
    const requested = await book(h.t, { date: DAY, ...ultimaker });
    await retire();
    expect((await h.bookingOf(requested))?.record.status).toBe('requested');
    await manager.start();
    await h.eventually(requested, 'cancelled');
  });
});
