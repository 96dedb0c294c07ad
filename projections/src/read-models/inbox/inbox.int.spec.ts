import type { Actor, ContactMessageAnswered, ContactMessageClosed } from '@centre/contracts';
import { application, contactMessage, recorded } from '../../testing/events.js';
import { STORES, project, type OpenedStore } from '../../testing/projection-harness.js';
import { inboxProjection } from './inbox.projection.js';
import { getContactMessage, getStartupApplication, listContactMessages, listStartupApplications } from './inbox.query.js';

const m1 = recorded(contactMessage({ messageId: 'm-1', subject: 'First' }, '2026-11-20T05:00:00.000Z'), 1);
const m2 = recorded(contactMessage({ messageId: 'm-2', subject: 'Second' }, '2026-11-20T06:00:00.000Z'), 2);
const a1 = recorded(application({ applicationId: 'a-1', companyName: 'Agritech Labs' }, '2026-11-20T05:30:00.000Z'), 3);
const a2 = recorded(application({ applicationId: 'a-2', companyName: 'Medsense' }, '2026-11-20T07:30:00.000Z'), 4);

const staff: Actor = { kind: 'user', userId: 'u-1', email: 'staff@centre.example', role: 'reviewer' };
const answered = (messageId: string, replyId: string, text: string, at: string): ContactMessageAnswered => ({
  type: 'ContactMessageAnswered',
  version: 1,
  eventId: `e-${replyId}`,
  occurredAt: at,
  actor: staff,
  correlationId: 'c',
  data: { messageId, replyId, subject: 'Re: First', text },
});
const closed = (messageId: string, at: string): ContactMessageClosed => ({
  type: 'ContactMessageClosed',
  version: 1,
  eventId: `e-close-${messageId}`,
  occurredAt: at,
  actor: staff,
  correlationId: 'c',
  data: { messageId },
});

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
        status: 'new',
        replies: [],
        closedAt: null,
        closedBy: null,
      });
      expect((await listContactMessages(opened.store, { onlyNew: true })).total).toBe(2);
    });

    it('29.5 ContactMessageAnswered adds the reply with its author, marks the message answered and takes it out of the new ones', async () => {
      const r1 = recorded(answered('m-1', 'r-1', 'Yes, on Tuesday.', '2026-11-20T08:00:00.000Z'), 3, 'contact-m-1');
      const r2 = recorded(answered('m-1', 'r-2', 'At 10 am.', '2026-11-20T09:00:00.000Z'), 4, 'contact-m-1');
      await project(opened.store, inboxProjection, [m1, m2, r1, r2], { twice });
      const message = await getContactMessage(opened.store, 'm-1');
      expect(message?.status).toBe('answered');
      expect(message?.replies).toEqual([
        { replyId: 'r-1', subject: 'Re: First', text: 'Yes, on Tuesday.', repliedAt: '2026-11-20T08:00:00.000Z', repliedBy: 'staff@centre.example' },
        { replyId: 'r-2', subject: 'Re: First', text: 'At 10 am.', repliedAt: '2026-11-20T09:00:00.000Z', repliedBy: 'staff@centre.example' },
      ]);
      const onlyNew = await listContactMessages(opened.store, { onlyNew: true });
      expect(onlyNew.items.map((m) => m.messageId)).toEqual(['m-2']);
      expect((await listContactMessages(opened.store)).total).toBe(2);
    });

    it('29.5 ContactMessageClosed closes the message with who closed it, and keeps it listed', async () => {
      const c1 = recorded(closed('m-2', '2026-11-20T10:00:00.000Z'), 3, 'contact-m-2');
      await project(opened.store, inboxProjection, [m1, m2, c1], { twice });
      expect(await getContactMessage(opened.store, 'm-2')).toMatchObject({
        status: 'closed',
        closedAt: '2026-11-20T10:00:00.000Z',
        closedBy: 'staff@centre.example',
      });
      expect((await listContactMessages(opened.store, { onlyNew: true })).items.map((m) => m.messageId)).toEqual(['m-1']);
      expect((await listContactMessages(opened.store)).items.map((m) => m.messageId)).toEqual(['m-2', 'm-1']);
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
