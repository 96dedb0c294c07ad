import request from 'supertest';
import { CONTACT_PATHS, applicationReference } from '@centre/contracts';
import { UsersService } from '../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { INBOX_READER, type InboxReader } from '../queries/inbox-reader.port.js';
import { createInboxTestApp, TEST_NOW, type InboxTestApp } from '../testing/inbox-test-app.js';
import { APPLICATION_FIELDS, minimalPdf } from '../testing/pitch-deck.fixtures.js';
import { InboxDigestScheduler } from './inbox-digest.scheduler.js';
import { digestKey } from './inbox-digest.mail.js';
import type { StaffMail } from './inbox-digest.mail.js';

const HOUR = 3600_000;

describe('29.5 the staff’s daily inbox digest', () => {
  let t: InboxTestApp;
  const recorded: StaffMail[][] = [];
  const notices: string[] = [];
  let digest: InboxDigestScheduler;
  const server = () => t.app.getHttpServer();

  const message = async (subject: string, at: Date): Promise<string> => {
    t.clock.set(at);
    const response = await request(server()).post('/api/submit-form').send({ name: 'Asha', email: 'asha@example.org', subject, message: 'Hello' });
    return response.body.id as string;
  };
  const apply = async (companyName: string, at: Date): Promise<string> => {
    t.clock.set(at);
    let req = request(server()).post('/api/applications');
    for (const [name, value] of Object.entries({ ...APPLICATION_FIELDS, companyName })) req = req.field(name, value);
    const response = await req.attach('pitchDeck', minimalPdf(), 'deck.pdf');
    expect(response.status).toBe(201);
    return response.body.applicationId as string;
  };

  beforeAll(async () => {
    t = await createInboxTestApp();
    await t.cookieFor('admin');
    await t.cookieFor('reviewer');
    await t.cookieFor('expert');
    digest = new InboxDigestScheduler(
      t.app.get<InboxReader>(INBOX_READER),
      t.app.get(UsersService),
      t.app.get<AppConfig>(APP_CONFIG),
      t.clock,
      {
        hasNotice: (key) => notices.includes(key),
        recordOnce: (key, mails) => {
          if (notices.includes(key)) return false;
          notices.push(key);
          recorded.push([...mails]);
          return true;
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails nothing when nothing is new, and marks the day done', async () => {
    await digest.send({ day: '2026-11-20', dueAt: new Date(TEST_NOW.getTime() - 3 * 24 * HOUR) });
    expect(recorded.flat()).toEqual([]);
    expect(notices).toEqual(['inbox-digest:2026-11-20']);
  });

  it('names the messages still waiting and the applications of the day before the hour, to each reviewer and admin, keyed by the day', async () => {
    const dueAt = new Date(TEST_NOW.getTime() + 24 * HOUR);
    const waiting = await message('Still waiting', new Date(TEST_NOW.getTime() - 3 * 24 * HOUR));
    const answered = await message('Answered already', new Date(TEST_NOW.getTime() + HOUR));
    t.clock.set(new Date(TEST_NOW.getTime() + 2 * HOUR));
    const cookie = await t.cookieFor('admin');
    expect((await request(server()).post(CONTACT_PATHS.reply(answered)).set('Cookie', cookie).send({ subject: 'Re', text: 'Done' })).status).toBe(201);
    await apply('Too old', new Date(dueAt.getTime() - 25 * HOUR));
    const fresh = await apply('Krishi Drishti', new Date(dueAt.getTime() - 2 * HOUR));
    await apply('After the hour', new Date(dueAt.getTime() + HOUR));

    await digest.send({ day: '2026-11-22', dueAt });
    const mails = recorded.at(-1) ?? [];
    expect(notices.at(-1)).toBe('inbox-digest:2026-11-22');
    expect(mails.map((m) => [m.key, m.to]).sort()).toEqual(
      [
        [digestKey('2026-11-22', 'admin@centre.example.edu'), 'admin@centre.example.edu'],
        [digestKey('2026-11-22', 'reviewer@centre.example.edu'), 'reviewer@centre.example.edu'],
      ].sort(),
    );
    const mail = mails[0];
    expect(mail?.subject).toBe('Inbox digest 2026-11-22: 1 message waiting, 1 new application');
    // Sent at 12:00 in Kolkata three days before TEST_NOW (06:30 UTC on the 21st).
    expect(mail?.text).toContain('- 2026-11-18 Asha <asha@example.org>: Still waiting');
    expect(mail?.text).not.toContain('Answered already');
    expect(mail?.text).toContain(`${applicationReference(fresh)} Krishi Drishti`);
    expect(mail?.text).not.toContain('Too old');
    expect(mail?.text).not.toContain('After the hour');
    expect(mail?.text).toContain('Open the inbox: https://centre.example.edu/admin/inbox');
    expect(waiting).toEqual(expect.any(String));
  });
});
