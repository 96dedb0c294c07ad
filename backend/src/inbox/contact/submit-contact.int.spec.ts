import fc from 'fast-check';
import request from 'supertest';
import { CONTACT_MESSAGES, FIX_ERRORS_BEFORE_SUBMIT, messageText, type ContactMessageReceived } from '@centre/contracts';
import { createInboxTestApp, TEST_NOW, type InboxTestApp } from '../testing/inbox-test-app.js';

const validBody = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Asha Rao',
  email: 'asha.rao@example.org',
  subject: 'Visiting the fab lab',
  message: 'Can our class visit the fab lab next week?',
  baseId: 'appXXXXXXXXXXXXXX',
  tableId: 'tblXXXXXXXXXXXXXX',
  ...over,
});

describe('POST /api/submit-form', () => {
  let t: InboxTestApp;

  beforeAll(async () => {
    t = await createInboxTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const post = (body: unknown) => request(t.app.getHttpServer()).post('/api/submit-form').send(body as object);

  it('records a contact message in its own stream and answers 201 with its id', async () => {
    const before = (await t.events()).length;
    const response = await post(validBody({ name: '  Asha Rao  ' })).set('X-Correlation-Id', 'contact-test-1');

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: CONTACT_MESSAGES.sent });
    const id = response.body.id as string;
    expect(response.body.messageId).toBe(id);

    const { events } = await t.store.readStream(`contact-${id}`);
    expect(events).toHaveLength(1);
    const event = events[0]?.event as ContactMessageReceived;
    expect(event).toMatchObject({
      type: 'ContactMessageReceived',
      version: 1,
      occurredAt: TEST_NOW.toISOString(),
      actor: { kind: 'visitor' },
      correlationId: 'contact-test-1',
      data: {
        messageId: id,
        name: 'Asha Rao',
        email: 'asha.rao@example.org',
        subject: 'Visiting the fab lab',
        message: 'Can our class visit the fab lab next week?',
      },
    });
    expect(Object.keys(event.data)).not.toContain('baseId');
    expect((await t.events()).length).toBe(before + 1);
  });

  it.each([
    ['mr', 'mr'],
    ['xx', 'en'],
    [undefined, 'en'],
  ])('29 records the language of the page the message was sent from (%s → %s): its mails go in it', async (given, recorded) => {
    const response = await post({ ...validBody({}), ...(given !== undefined && { language: given }) });
    expect(response.status).toBe(201);
    const { events } = await t.store.readStream(`contact-${response.body.id as string}`);
    expect((events[0]?.event as ContactMessageReceived).data.language).toBe(recorded);
  });

  it.each([
    ['name', { name: '' }, CONTACT_MESSAGES.nameRequired],
    ['name', { name: '   ' }, CONTACT_MESSAGES.nameRequired],
    ['email', { email: undefined }, CONTACT_MESSAGES.emailRequired],
    ['email', { email: 'not-an-email' }, CONTACT_MESSAGES.emailInvalid],
    ['email', { email: 'a@b' }, CONTACT_MESSAGES.emailInvalid],
    ['subject', { subject: 42 }, CONTACT_MESSAGES.subjectRequired],
    ['message', { message: '\n\t ' }, CONTACT_MESSAGES.messageRequired],
    ['name', { name: 'n'.repeat(201) }, CONTACT_MESSAGES.nameTooLong],
    ['subject', { subject: 's'.repeat(301) }, CONTACT_MESSAGES.subjectTooLong],
    ['message', { message: 'm'.repeat(5001) }, CONTACT_MESSAGES.messageTooLong],
  ])('refuses a bad %s with 400 and its message, storing nothing', async (field, over, message) => {
    const before = (await t.events()).length;
    const response = await post(validBody(over));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: FIX_ERRORS_BEFORE_SUBMIT,
      messageCode: 'common.fixErrors',
      errors: { [field]: message },
    });
    expect(messageText(response.body.fieldCodes[field])).toBe(message);
    expect(Object.keys(response.body)).toEqual(['success', 'code', 'message', 'messageCode', 'errors', 'fieldCodes']);
    expect((await t.events()).length).toBe(before);
  });

  it('names every missing field at once', async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
  });

  it.each([
    ['an array', '[1,2,3]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['malformed JSON', '{"name": "Asha",'],
  ])('refuses %s as the body with 400 and stores nothing', async (_label, raw) => {
    const before = (await t.events()).length;
    const response = await request(t.app.getHttpServer())
      .post('/api/submit-form')
      .set('Content-Type', 'application/json')
      .send(raw);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(typeof response.body.message).toBe('string');
    expect((await t.events()).length).toBe(before);
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const response = await post(validBody({ message: 'x'.repeat(100_000) }));
    expect(response.status).toBe(413);
    expect(response.body.success).toBe(false);
  });

  it('refuses a post from another site', async () => {
    const before = (await t.events()).length;
    const response = await post(validBody()).set('Origin', 'https://elsewhere.example.com');
    expect(response.status).toBe(403);
    expect(response.body.success).toBe(false);
    expect((await t.events()).length).toBe(before);
  });

  it('never answers 5xx, and stores exactly when it answers 201', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom('', '   ', 'a@b.co', 'x@y.z', 'Asha', 'n'.repeat(5001)),
    );
    const value = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 }), fc.object());
    const body = fc.oneof(
      fc.record(
        { name: value, email: value, subject: value, message: value, baseId: value, tableId: value },
        { requiredKeys: [] },
      ),
      fc.record({ name: text, email: fc.emailAddress(), subject: text, message: text }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (generated) => {
        const before = (await t.events()).length;
        const response = await request(t.app.getHttpServer())
          .post('/api/submit-form')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(generated) ?? 'null');
        expect(response.status).toBeLessThan(500);
        const after = (await t.events()).length;
        if (response.status === 201) {
          expect(after).toBe(before + 1);
        } else {
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.body.success).toBe(false);
          expect(typeof response.body.message).toBe('string');
          expect(after).toBe(before);
        }
      }),
      { numRuns: 120 },
    );
  });
});
