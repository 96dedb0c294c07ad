import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import type { StartupApplicationSubmitted } from '@centre/contracts';
import { NOT_SIGNED_IN } from '../../auth/roles.guard.js';
import { createInboxTestApp, TEST_NOW, type InboxTestApp } from '../testing/inbox-test-app.js';
import { APPLICATION_FIELDS, minimalDocx, minimalPdf } from '../testing/pitch-deck.fixtures.js';
import { INBOX_MESSAGES } from './inbox.controller.js';

describe('the admin inbox', () => {
  let t: InboxTestApp;
  const messageIds: string[] = [];
  const applicationIds: string[] = [];

  const server = () => t.app.getHttpServer();

  beforeAll(async () => {
    t = await createInboxTestApp();
    for (let i = 1; i <= 3; i += 1) {
      t.clock.set(new Date(TEST_NOW.getTime() + i * 60_000));
      const response = await request(server())
        .post('/api/submit-form')
        .send({ name: `Visitor ${i}`, email: `visitor${i}@example.org`, subject: `Question ${i}`, message: 'Hello' });
      messageIds.push(response.body.id as string);
    }
    for (const [i, file] of [
      [1, { content: minimalPdf(), fileName: 'Krishi “Drishti” deck.pdf' }],
      [2, { content: minimalDocx(), fileName: 'plan.docx' }],
    ] as const) {
      t.clock.set(new Date(TEST_NOW.getTime() + (10 + i) * 60_000));
      let req = request(server()).post('/api/applications');
      for (const [name, value] of Object.entries({ ...APPLICATION_FIELDS, companyName: `Company ${i}` })) req = req.field(name, value);
      const response = await req.attach('pitchDeck', file.content, file.fileName);
      expect(response.status).toBe(201);
      applicationIds.push(response.body.applicationId as string);
    }
  });

  afterAll(async () => {
    await t.close();
  });

  describe.each([
    ['messages', '/api/admin/inbox/messages'],
    ['applications', '/api/admin/inbox/applications'],
    ['a pitch deck', '/api/admin/inbox/applications/00000000-0000-4000-8000-000000000000/pitch-deck'],
  ])('%s', (_label, path) => {
    it('are refused without a session', async () => {
      const response = await request(server()).get(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, code: 'NOT_SIGNED_IN', message: NOT_SIGNED_IN, messageCode: 'auth.notSignedIn' });
    });

    it('are refused with a session that is not one', async () => {
      const response = await request(server()).get(path).set('Cookie', 'centre_session=forged');
      expect(response.status).toBe(401);
    });
  });

  it.each(['admin', 'reviewer'] as const)('lists contact messages newest first for a signed-in %s', async (role) => {
    const response = await request(server()).get('/api/admin/inbox/messages').set('Cookie', await t.cookieFor(role));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({ success: true, page: 1, pageSize: 20, total: 3 });
    const items = response.body.items as Array<{ messageId: string; subject: string; receivedAt: string }>;
    expect(items.map((m) => m.messageId)).toEqual([...messageIds].reverse());
    expect(items[0]).toMatchObject({
      name: 'Visitor 3',
      email: 'visitor3@example.org',
      subject: 'Question 3',
      message: 'Hello',
      receivedAt: new Date(TEST_NOW.getTime() + 3 * 60_000).toISOString(),
    });
  });

  it('pages through messages', async () => {
    const cookie = await t.cookieFor('admin');
    const first = await request(server()).get('/api/admin/inbox/messages?page=1&pageSize=2').set('Cookie', cookie);
    const second = await request(server()).get('/api/admin/inbox/messages?page=2&pageSize=2').set('Cookie', cookie);
    const beyond = await request(server()).get('/api/admin/inbox/messages?page=3&pageSize=2').set('Cookie', cookie);
    expect(first.body.items.map((m: { messageId: string }) => m.messageId)).toEqual([messageIds[2], messageIds[1]]);
    expect(second.body.items.map((m: { messageId: string }) => m.messageId)).toEqual([messageIds[0]]);
    expect(beyond.body).toMatchObject({ items: [], total: 3, page: 3 });
  });

  it.each([
    ['page=0', 'page', INBOX_MESSAGES.pageInvalid],
    ['page=-1', 'page', INBOX_MESSAGES.pageInvalid],
    ['page=abc', 'page', INBOX_MESSAGES.pageInvalid],
    ['page=1.5', 'page', INBOX_MESSAGES.pageInvalid],
    ['pageSize=0', 'pageSize', INBOX_MESSAGES.pageSizeInvalid],
    ['pageSize=101', 'pageSize', INBOX_MESSAGES.pageSizeInvalid],
    ['pageSize=1&pageSize=2', 'pageSize', INBOX_MESSAGES.pageSizeInvalid],
  ])('refuses %s with 400', async (query, field, message) => {
    const response = await request(server()).get(`/api/admin/inbox/applications?${query}`).set('Cookie', await t.cookieFor('admin'));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message, errors: { [field]: message } });
  });

  it('lists applications newest first, with their pitch deck reference', async () => {
    const response = await request(server()).get('/api/admin/inbox/applications').set('Cookie', await t.cookieFor('reviewer'));
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);
    const items = response.body.items as Array<StartupApplicationSubmitted['data'] & { submittedAt: string }>;
    expect(items.map((a) => a.applicationId)).toEqual([...applicationIds].reverse());
    expect(items[0]).toMatchObject({
      companyName: 'Company 2',
      submittedAt: new Date(TEST_NOW.getTime() + 12 * 60_000).toISOString(),
      pitchDeck: {
        fileName: 'plan.docx',
        mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    });
  });

  it('serves a pitch deck as an attachment with its stored media type', async () => {
    const response = await request(server())
      .get(`/api/admin/inbox/applications/${applicationIds[0] ?? ''}/pitch-deck`)
      .set('Cookie', await t.cookieFor('reviewer'))
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Krishi _Drishti_ deck.pdf"; filename*=UTF-8''${encodeURIComponent('Krishi “Drishti” deck.pdf')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toEqual(minimalPdf());
  });

  it('answers 404 for an unknown application or a malformed id', async () => {
    const cookie = await t.cookieFor('admin');
    const unknown = await request(server())
      .get('/api/admin/inbox/applications/00000000-0000-4000-8000-000000000000/pitch-deck')
      .set('Cookie', cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, code: 'NOT_FOUND', message: INBOX_MESSAGES.applicationNotFound });
    const malformed = await request(server()).get('/api/admin/inbox/applications/..%2F..%2Fevents.sqlite/pitch-deck').set('Cookie', cookie);
    expect(malformed.status).toBe(404);
  });

  it('answers 404 when the stored file has gone', async () => {
    const cookie = await t.cookieFor('admin');
    const listed = await request(server()).get('/api/admin/inbox/applications').set('Cookie', cookie);
    const newest = (listed.body.items as Array<StartupApplicationSubmitted['data']>)[0];
    if (!newest) throw new Error('no application listed');
    await unlink(join(t.uploadsDir, newest.pitchDeck.fileId));
    const response = await request(server()).get(`/api/admin/inbox/applications/${newest.applicationId}/pitch-deck`).set('Cookie', cookie);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, code: 'NOT_FOUND', message: INBOX_MESSAGES.pitchDeckMissing });
  });

  it('answers with a message sent a moment before (the inbox projection reads its writes)', async () => {
    const cookie = await t.cookieFor('admin');
    for (let i = 0; i < 3; i += 1) {
      const sent = await request(server())
        .post('/api/submit-form')
        .send({ name: 'Just now', email: 'now@example.org', subject: `Sent just now ${i}`, message: 'Hello' });
      expect(sent.status).toBe(201);
      const listed = await request(server()).get('/api/admin/inbox/messages?pageSize=1').set('Cookie', cookie);
      expect(listed.body.items.map((m: { messageId: string }) => m.messageId)).toEqual([sent.body.id]);
    }
  });
});
