import request from 'supertest';
import { applicationReference } from '@centre/contracts';
import { createInboxTestApp, type InboxTestApp } from '../../testing/inbox-test-app.js';
import { APPLICATION_FIELDS, minimalPdf } from '../../testing/pitch-deck.fixtures.js';
import { ApplicationStatusLinks } from './application-status-link.js';
import { STATUS_LINK_INVALID } from './application-status.controller.js';

describe('the applicant’s status page and the decision mail’s preview', () => {
  let t: InboxTestApp;
  let id = '';
  let token = '';
  const server = () => t.app.getHttpServer();

  beforeAll(async () => {
    t = await createInboxTestApp({ APPLICATION_QUORUM: '1' });
    let req = request(server()).post('/api/applications');
    for (const [name, value] of Object.entries(APPLICATION_FIELDS)) req = req.field(name, value);
    const response = await req.attach('pitchDeck', minimalPdf(), 'deck.pdf');
    id = response.body.applicationId as string;
    token = t.app.get(ApplicationStatusLinks).sign(id);
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers the status in plain facts with a valid link: received, then under review, then decided with the reason', async () => {
    const status = () => request(server()).get(`/api/applications/${id}/status?token=${token}`);
    expect((await status()).body).toEqual({
      success: true,
      reference: applicationReference(id),
      companyName: 'Krishi Drishti',
      submittedAt: expect.any(String),
      fundingNeeded: APPLICATION_FIELDS.fundingNeeded,
      scheme: APPLICATION_FIELDS.scheme,
      status: 'received',
      outcome: null,
      reason: null,
    });
    const expert = await t.cookieFor('expert', 'expert1');
    const scores = { team: 4, problem: 4, solution: 4, market: 4, traction: 4, fit: 4 };
    await request(server()).put(`/api/expert/applications/${id}/review`).set('Cookie', expert).send({ scores, recommendation: 'accept', comment: 'Yes' });
    expect((await status()).body).toMatchObject({ status: 'under-review' });
    const decided = await request(server()).post(`/api/admin/applications/${id}/decision`).set('Cookie', await t.cookieFor('admin')).send({ outcome: 'accepted', reason: 'A strong team' });
    expect(decided.status).toBe(201);
    const after = await status();
    expect(after.body).toMatchObject({ status: 'decided', outcome: 'accepted', reason: 'A strong team' });
    expect(after.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(after.body)).not.toContain('Yes');
  });

  it.each([
    ['no token', ''],
    ['a forged token', `?token=${'A'.repeat(43)}`],
    ['a token of the wrong length', '?token=x'],
  ])('shows nothing with %s', async (_label, query) => {
    const response = await request(server()).get(`/api/applications/${id}/status${query}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(STATUS_LINK_INVALID);
    expect(JSON.stringify(response.body)).not.toContain('Krishi');
  });

  it('shows nothing for a bare id of the right shape with another id’s valid signature', async () => {
    const other = '00000000-0000-4000-8000-000000000000';
    expect((await request(server()).get(`/api/applications/${other}/status?token=${token}`)).status).toBe(404);
  });

  it('previews the decision mail word for word, to the applicant', async () => {
    const response = await request(server())
      .post(`/api/admin/applications/${id}/decision/preview`)
      .set('Cookie', await t.cookieFor('admin'))
      .send({ outcome: 'rejected', reason: 'Outside our sectors' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ to: 'prakash@krishi.example', subject: `The decision on your application (${applicationReference(id)})` });
    expect(response.body.text).toContain('has not been accepted');
    expect(response.body.text).toContain("The panel's reason: Outside our sectors");
    expect(response.body.text).toContain(`/application-status?id=${id}&token=${token}`);
    const bad = await request(server()).post(`/api/admin/applications/${id}/decision/preview`).set('Cookie', await t.cookieFor('admin')).send({ outcome: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ outcome: 'Choose accepted, rejected or waitlisted', reason: 'Give a reason' });
  });
});
