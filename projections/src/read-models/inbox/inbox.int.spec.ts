import { application, contactMessage, recorded } from '../../testing/events.js';
import { STORES, project, type OpenedStore } from '../../testing/projection-harness.js';
import { inboxProjection } from './inbox.projection.js';
import { getContactMessage, getStartupApplication, listContactMessages, listStartupApplications } from './inbox.query.js';

const m1 = recorded(contactMessage({ messageId: 'm-1', subject: 'First' }, '2026-11-20T05:00:00.000Z'), 1);
const m2 = recorded(contactMessage({ messageId: 'm-2', subject: 'Second' }, '2026-11-20T06:00:00.000Z'), 2);
const a1 = recorded(application({ applicationId: 'a-1', companyName: 'Agritech Labs' }, '2026-11-20T05:30:00.000Z'), 3);
const a2 = recorded(application({ applicationId: 'a-2', companyName: 'Medsense' }, '2026-11-20T07:30:00.000Z'), 4);

describe.each(STORES)('inbox projection (%s)', (_, open) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.dispose());

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])('each handler applied %s', (_label, twice) => {
    it('ContactMessageReceived keeps the message and lists it newest first', async () => {
      await project(opened.store, inboxProjection, [m1, m2], { twice });
      const page = await listContactMessages(opened.store);
      expect(page.total).toBe(2);
      expect(page.items.map((m) => m.subject)).toEqual(['Second', 'First']);
      expect(await getContactMessage(opened.store, 'm-1')).toEqual({
        ...(m1.event.data as object),
        receivedAt: '2026-11-20T05:00:00.000Z',
      });
    });

    it('StartupApplicationSubmitted keeps the application with its pitch deck and lists it', async () => {
      await project(opened.store, inboxProjection, [a1, a2], { twice });
      const page = await listStartupApplications(opened.store, { limit: 1 });
      expect(page).toMatchObject({ total: 2, limit: 1 });
      expect(page.items.map((a) => a.companyName)).toEqual(['Medsense']);
      expect((await getStartupApplication(opened.store, 'a-1'))?.pitchDeck.fileName).toBe('deck.pdf');
      expect(await getStartupApplication(opened.store, 'a-2')).toMatchObject({ companyName: 'Medsense', submittedAt: '2026-11-20T07:30:00.000Z' });
      expect(await listContactMessages(opened.store)).toMatchObject({ total: 0, items: [] });
    });
  });

  it('lists in log order, newest first, whatever the clock said', async () => {
    const early = recorded(contactMessage({ messageId: 'm-3', subject: 'Sent last, clock behind' }, '2026-11-19T00:00:00.000Z'), 3);
    await project(opened.store, inboxProjection, [m1, m2, early]);
    expect((await listContactMessages(opened.store)).items.map((m) => m.subject)).toEqual(['Sent last, clock behind', 'Second', 'First']);
    expect((await listContactMessages(opened.store, { offset: 1, limit: 1 })).items.map((m) => m.subject)).toEqual(['Second']);
  });

  it('unknown ids read as null, and a message is not an application', async () => {
    await project(opened.store, inboxProjection, [m1, a1]);
    expect(await getStartupApplication(opened.store, 'm-1')).toBeNull();
    expect(await getContactMessage(opened.store, 'a-1')).toBeNull();
    expect(await getContactMessage(opened.store, 'nope')).toBeNull();
    expect(await getStartupApplication(opened.store, 'nope')).toBeNull();
  });
});
