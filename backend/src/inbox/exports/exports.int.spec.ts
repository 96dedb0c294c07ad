import request from 'supertest';
import { CONTACT_PATHS, EXPORT_PATHS, applicationReference } from '@centre/contracts';
import { createInboxTestApp, TEST_NOW, type InboxTestApp } from '../testing/inbox-test-app.js';
import { APPLICATION_FIELDS, minimalPdf } from '../testing/pitch-deck.fixtures.js';

/** The records of a CSV body (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return records;
};

const asObjects = (records: string[][]): Array<Record<string, string>> => {
  const [header = [], ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? ''])));
};

describe('29.7 the admin’s CSV exports', () => {
  let t: InboxTestApp;
  let applicationId = '';
  let messageId = '';
  const server = () => t.app.getHttpServer();

  beforeAll(async () => {
    t = await createInboxTestApp({ APPLICATION_QUORUM: '1' });
    let req = request(server()).post('/api/applications');
    for (const [name, value] of Object.entries({ ...APPLICATION_FIELDS, companyName: '=HYPERLINK("http://evil.example")', founderName: 'प्रकाश पाटील' }))
      req = req.field(name, value);
    applicationId = (await req.attach('pitchDeck', minimalPdf(), 'deck.pdf')).body.applicationId as string;
    const expert = await t.cookieFor('expert');
    const scores = { team: 5, problem: 4, solution: 4, market: 3, traction: 2, fit: 5 };
    expect((await request(server()).put(`/api/expert/applications/${applicationId}/review`).set('Cookie', expert).send({ scores, recommendation: 'accept', comment: '' })).status).toBe(200);
    const admin = await t.cookieFor('admin');
    const decided = await request(server())
      .post(`/api/admin/applications/${applicationId}/decision`)
      .set('Cookie', admin)
      .send({ outcome: 'accepted', reason: 'A strong, "field-tested" team,\nready to pilot' });
    expect(decided.status).toBe(201);

    const sent = await request(server())
      .post('/api/submit-form')
      .send({ name: 'Asha, Rao', email: 'asha@example.org', subject: '@SUM(A1)', message: 'Line one\nLine two, with "quotes"' });
    messageId = sent.body.id as string;
    expect((await request(server()).post(CONTACT_PATHS.reply(messageId)).set('Cookie', admin).send({ subject: 'Re', text: 'Yes' })).status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it('exports every application with its scores and decision, quoted as RFC 4180 and guarded against formulas', async () => {
    const response = await request(server()).get(EXPORT_PATHS.applications).set('Cookie', await t.cookieFor('admin')).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = response.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const records = parseCsv(text.slice(1));
    expect(records).toHaveLength(2);
    const [row] = asObjects(records);
    expect(row).toMatchObject({
      Reference: applicationReference(applicationId),
      'Application id': applicationId,
      Company: `'=HYPERLINK("http://evil.example")`,
      Founder: 'प्रकाश पाटील',
      'Reviews in': '1',
      'Reviews needed': '1',
      'Mean: Team': '5',
      'Mean: Traction': '2',
      'Overall mean': '3.83',
      Accept: '1',
      Maybe: '0',
      'Experts disagree': 'false',
      Outcome: 'accepted',
      'Reason given': 'A strong, "field-tested" team,\nready to pilot',
      'Decided by': 'admin@centre.example.edu',
    });
    // 29.6: the rupee band as sent, the scheme and when the consent arrived.
    expect(row).toMatchObject({ Industry: 'AgriTech', 'Funding needed': '₹25 lakh – ₹50 lakh', Scheme: 'incubation', 'Consent given at': TEST_NOW.toISOString() });
  });

  it('exports every contact message whole with its status and replies', async () => {
    const response = await request(server()).get(EXPORT_PATHS.contactMessages).set('Cookie', await t.cookieFor('admin')).buffer(true);
    expect(response.status).toBe(200);
    const [row, ...rest] = asObjects(parseCsv(response.text.slice(1)));
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      'Message id': messageId,
      Name: 'Asha, Rao',
      Subject: "'@SUM(A1)",
      Message: 'Line one\nLine two, with "quotes"',
      Status: 'answered',
      Replies: '1',
      'Last reply by': 'admin@centre.example.edu',
      'Closed at': '',
    });
  });

  it.each([EXPORT_PATHS.applications, EXPORT_PATHS.contactMessages])('%s is for admins only', async (path) => {
    expect((await request(server()).get(path)).status).toBe(401);
    for (const role of ['reviewer', 'expert'] as const) {
      const response = await request(server()).get(path).set('Cookie', await t.cookieFor(role));
      expect(response.status).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
