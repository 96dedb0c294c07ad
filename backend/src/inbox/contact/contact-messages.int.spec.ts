import request from 'supertest';
import { CONTACT_PATHS, CONTACT_REPLY_MESSAGES, type ContactMessageAnswered, type InboxMessage } from '@centre/contracts';
import { createInboxTestApp, TEST_NOW, type InboxTestApp } from '../testing/inbox-test-app.js';
import { CONTACT_MESSAGE_REFUSALS } from './domain/contact-message.errors.js';

describe('29.5 the contact inbox', () => {
  let t: InboxTestApp;
  const server = () => t.app.getHttpServer();

  const send = async (subject: string): Promise<string> => {
    const response = await request(server())
      .post('/api/submit-form')
      .send({ name: 'Asha Rao', email: 'asha.rao@example.org', subject, message: 'Can our class visit the fab lab?\nWe are 30.' });
    expect(response.status).toBe(201);
    return response.body.id as string;
  };
  const open = async (id: string, role: 'admin' | 'reviewer' = 'admin'): Promise<InboxMessage> => {
    const response = await request(server()).get(CONTACT_PATHS.one(id)).set('Cookie', await t.cookieFor(role));
    expect(response.status).toBe(200);
    return response.body.message as InboxMessage;
  };

  beforeAll(async () => {
    t = await createInboxTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens a message whole, new, for an admin and a reviewer', async () => {
    const id = await send('Visiting the fab lab');
    for (const role of ['admin', 'reviewer'] as const) {
      expect(await open(id, role)).toEqual({
        messageId: id,
        name: 'Asha Rao',
        email: 'asha.rao@example.org',
        subject: 'Visiting the fab lab',
        message: 'Can our class visit the fab lab?\nWe are 30.',
        language: 'en',
        receivedAt: TEST_NOW.toISOString(),
        status: 'new',
        replies: [],
        closedAt: null,
        closedBy: null,
      });
    }
  });

  it('records a reply as an event with its actor, and the message reads answered with the reply', async () => {
    const id = await send('A reply, please');
    const cookie = await t.cookieFor('reviewer');
    const response = await request(server())
      .post(CONTACT_PATHS.reply(id))
      .set('Cookie', cookie)
      .send({ subject: '  Re: A reply, please ', text: 'Yes: Tuesday at 10.' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, position: expect.any(Number) });

    const { events } = await t.store.readStream(`contact-${id}`);
    expect(events.map((e) => e.event.type)).toEqual(['ContactMessageReceived', 'ContactMessageAnswered']);
    const answered = events[1]?.event as ContactMessageAnswered;
    expect(answered.actor).toMatchObject({ kind: 'user', email: 'reviewer@centre.example.edu', role: 'reviewer' });
    expect(answered.data).toEqual({ messageId: id, replyId: expect.any(String), subject: 'Re: A reply, please', text: 'Yes: Tuesday at 10.' });

    const message = await open(id);
    expect(message.status).toBe('answered');
    expect(message.replies).toEqual([
      { replyId: answered.data.replyId, subject: 'Re: A reply, please', text: 'Yes: Tuesday at 10.', repliedAt: TEST_NOW.toISOString(), repliedBy: 'reviewer@centre.example.edu' },
    ]);
  });

  it('lists only the new messages when asked, and refuses another status', async () => {
    const fresh = await send('Still new');
    const cookie = await t.cookieFor('admin');
    const onlyNew = await request(server()).get('/api/admin/inbox/messages?status=new&pageSize=100').set('Cookie', cookie);
    expect(onlyNew.status).toBe(200);
    const items = onlyNew.body.items as InboxMessage[];
    expect(items.map((m) => m.messageId)).toContain(fresh);
    expect(items.every((m) => m.status === 'new')).toBe(true);
    const bad = await request(server()).get('/api/admin/inbox/messages?status=answered').set('Cookie', cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: 'status must be new, or left out for every message' });
  });

  it('closes a message once, then refuses a reply to it with 409 and appends nothing', async () => {
    const id = await send('Close me');
    const cookie = await t.cookieFor('admin');
    expect((await request(server()).post(CONTACT_PATHS.close(id)).set('Cookie', cookie)).status).toBe(200);
    expect((await request(server()).post(CONTACT_PATHS.close(id)).set('Cookie', cookie)).status).toBe(200);
    const refused = await request(server()).post(CONTACT_PATHS.reply(id)).set('Cookie', cookie).send({ subject: 'Re', text: 'Late' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, message: CONTACT_MESSAGE_REFUSALS.CONTACT_MESSAGE_CLOSED.message });
    const { events } = await t.store.readStream(`contact-${id}`);
    expect(events.map((e) => e.event.type)).toEqual(['ContactMessageReceived', 'ContactMessageClosed']);
    expect(await open(id)).toMatchObject({ status: 'closed', closedAt: TEST_NOW.toISOString(), closedBy: 'admin@centre.example.edu' });
  });

  it('refuses an empty reply with 400 and each field’s words, appending nothing', async () => {
    const id = await send('Empty reply');
    const before = (await t.events()).length;
    const response = await request(server()).post(CONTACT_PATHS.reply(id)).set('Cookie', await t.cookieFor('admin')).send({ subject: ' ', text: 42 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      message: CONTACT_REPLY_MESSAGES.invalidReply,
      errors: { subject: CONTACT_REPLY_MESSAGES.subjectRequired, text: CONTACT_REPLY_MESSAGES.textRequired },
    });
    expect((await t.events()).length).toBe(before);
  });

  it('answers 404 for a message that does not exist, or an id that is not one', async () => {
    const cookie = await t.cookieFor('admin');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await request(server()).get(CONTACT_PATHS.one(missing)).set('Cookie', cookie),
      await request(server()).get(CONTACT_PATHS.one('nope')).set('Cookie', cookie),
      await request(server()).post(CONTACT_PATHS.reply(missing)).set('Cookie', cookie).send({ subject: 'Re', text: 'Hi' }),
      await request(server()).post(CONTACT_PATHS.close(missing)).set('Cookie', cookie),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, message: CONTACT_MESSAGE_REFUSALS.CONTACT_MESSAGE_NOT_FOUND.message });
    }
  });

  it('refuses visitors, experts, and a post from another site', async () => {
    const id = await send('Guarded');
    expect((await request(server()).get(CONTACT_PATHS.one(id))).status).toBe(401);
    expect((await request(server()).post(CONTACT_PATHS.close(id))).status).toBe(401);
    expect((await request(server()).get(CONTACT_PATHS.one(id)).set('Cookie', await t.cookieFor('expert'))).status).toBe(403);
    const foreign = await request(server())
      .post(CONTACT_PATHS.reply(id))
      .set('Cookie', await t.cookieFor('admin'))
      .set('Origin', 'https://elsewhere.example.com')
      .send({ subject: 'Re', text: 'Hi' });
    expect(foreign.status).toBe(403);
    expect((await open(id)).status).toBe('new');
  });
});
