import request from 'supertest';
import { applicationStreamId, messageText, type StartupApplicationSubmitted } from '@centre/contracts';
import { createInboxTestApp, TEST_NOW, type InboxTestApp } from '../testing/inbox-test-app.js';
import { APPLICATION_FIELDS, minimalPdf } from '../testing/pitch-deck.fixtures.js';
import { DeckRetention } from './deck-retention.js';

const submit = (t: InboxTestApp, deck: Buffer = minimalPdf(), fields: Record<string, string> = APPLICATION_FIELDS) => {
  let req = request(t.app.getHttpServer()).post('/api/applications');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req.attach('pitchDeck', deck, 'deck.pdf');
};

describe('26.5 uploads can fill the disk', () => {
  describe('26.5 a per-address limit on applications (default 5 an hour)', () => {
    let t: InboxTestApp;
    beforeAll(async () => {
      t = await createInboxTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('accepts five applications from one address in an hour and refuses the sixth with 429, keeping nothing of it', async () => {
      // A refused (invalid) submission is not counted.
      expect((await submit(t, minimalPdf(), { ...APPLICATION_FIELDS, email: 'not-an-email' })).status).toBe(400);
      for (let i = 0; i < 5; i += 1) expect((await submit(t)).status).toBe(201);
      const filesBefore = t.storedFiles().length;
      const sixth = await submit(t);
      expect(sixth.status).toBe(429);
      expect(sixth.body).toMatchObject({ code: 'RATE_LIMITED', message: messageText('application.tooManyApplications') });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
      expect(t.storedFiles()).toHaveLength(filesBefore);
      expect(t.tempFiles()).toEqual([]);
      expect((await t.events()).filter((e) => e.event.type === 'StartupApplicationSubmitted')).toHaveLength(5);
    });
  });

  describe('26.5 a total upload budget, refused clearly once spent', () => {
    let t: InboxTestApp;
    const deck = minimalPdf('A deck of about a kilobyte '.repeat(30));
    beforeAll(async () => {
      // Room for one deck and a half.
      t = await createInboxTestApp({ UPLOAD_BUDGET_MB: String((deck.length * 1.5) / (1024 * 1024)) });
    });
    afterAll(async () => {
      await t.close();
    });

    it('keeps the first deck, refuses the one that would pass the budget with 507 and its message, and then refuses before reading', async () => {
      expect((await submit(t, deck)).status).toBe(201);
      const refused = await submit(t, deck);
      expect(refused.status).toBe(507);
      expect(refused.body).toMatchObject({ success: false, message: messageText('application.uploadsFull'), messageCode: 'application.uploadsFull' });
      expect(t.storedFiles()).toHaveLength(1);
      expect(t.tempFiles()).toEqual([]);
      expect((await t.events()).filter((e) => e.event.type === 'StartupApplicationSubmitted')).toHaveLength(1);
    });
  });

  describe('26.5 retention of the decks of decided applications', () => {
    let t: InboxTestApp;
    beforeAll(async () => {
      t = await createInboxTestApp({ DECK_RETENTION_DAYS: '30', APPLICATION_QUORUM: '1' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('removes a decided application’s deck once its retention has run out, keeps an undecided one’s, and the event keeps the metadata', async () => {
      const decided = (await submit(t)).body.applicationId as string;
      const open = (await submit(t)).body.applicationId as string;
      const admin = await t.cookieFor('admin');
      const decision = await request(t.app.getHttpServer())
        .post(`/api/admin/applications/${decided}/decision`)
        .set('Cookie', admin)
        .send({ outcome: 'rejected', reason: 'Outside our sectors', earlyReason: 'Clearly out of scope' });
      expect(decision.status).toBe(201);
      expect(t.storedFiles()).toHaveLength(2);
      const retention = t.app.get(DeckRetention);

      t.clock.set(new Date(TEST_NOW.getTime() + 29 * 86_400_000));
      expect(await retention.sweep()).toBe(0);
      expect(t.storedFiles()).toHaveLength(2);

      t.clock.set(new Date(TEST_NOW.getTime() + 31 * 86_400_000));
      expect(await retention.sweep()).toBe(1);
      expect(t.storedFiles()).toHaveLength(1);
      const { events } = await t.store.readStream(applicationStreamId(decided));
      expect((events[0]?.event as StartupApplicationSubmitted).data.pitchDeck).toMatchObject({ fileName: 'deck.pdf', mediaType: 'application/pdf' });
      const kept = (await t.store.readStream(applicationStreamId(open))).events[0]?.event as StartupApplicationSubmitted;
      expect(t.storedFiles()).toEqual([kept.data.pitchDeck.fileId]);
    });
  });
});
