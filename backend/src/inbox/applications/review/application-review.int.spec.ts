import request from 'supertest';
import type { ApplicationListItem, ExpertApplicationResponse } from '@centre/contracts';
import { createInboxTestApp, type InboxTestApp } from '../../testing/inbox-test-app.js';
import { APPLICATION_FIELDS, minimalDocx, minimalPdf } from '../../testing/pitch-deck.fixtures.js';
import { APPLICATION_REFUSALS } from '../domain/application.errors.js';
import { HIDDEN_UNDER_BLIND_REVIEW } from './expert-applications.controller.js';

const review = (n: number, recommendation = 'accept') => ({
  scores: { team: n, problem: n, solution: n, market: n, traction: n, fit: n },
  recommendation,
  comment: `Scored ${n}`,
});

describe('reviewing and deciding an application over HTTP (quorum 2)', () => {
  let t: InboxTestApp;
  let applicationId = '';
  let docxId = '';
  const server = () => t.app.getHttpServer();

  const submit = async (companyName: string, deck: Buffer, fileName: string): Promise<string> => {
    let req = request(server()).post('/api/applications');
    for (const [name, value] of Object.entries({ ...APPLICATION_FIELDS, companyName })) req = req.field(name, value);
    const response = await req.attach('pitchDeck', deck, fileName);
    expect(response.status).toBe(201);
    return response.body.applicationId as string;
  };

  beforeAll(async () => {
    t = await createInboxTestApp({ APPLICATION_QUORUM: '2', APPLICATION_BLIND_REVIEW: 'true' });
    applicationId = await submit('Krishi Drishti', minimalPdf(), 'deck.pdf');
    docxId = await submit('Medsense', minimalDocx(), 'plan.docx');
    // Three experts on the panel.
    for (const name of ['expert1', 'expert2', 'expert3']) await t.cookieFor('expert', name);
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses reviewers and anonymous callers; experts may not decide', async () => {
    expect((await request(server()).get('/api/expert/applications')).status).toBe(401);
    expect((await request(server()).get('/api/expert/applications').set('Cookie', await t.cookieFor('reviewer'))).status).toBe(403);
    expect((await request(server()).get('/api/admin/applications').set('Cookie', await t.cookieFor('expert', 'expert1'))).status).toBe(403);
    const decided = await request(server())
      .post(`/api/admin/applications/${applicationId}/decision`)
      .set('Cookie', await t.cookieFor('expert', 'expert1'))
      .send({ outcome: 'accepted', reason: 'x' });
    expect(decided.status).toBe(403);
  });

  it('lists both applications in every expert’s queue and shows one whole, founders hidden under blind review', async () => {
    const cookie = await t.cookieFor('expert', 'expert1');
    const queue = await request(server()).get('/api/expert/applications').set('Cookie', cookie);
    expect(queue.body.items.map((i: { companyName: string }) => i.companyName)).toEqual(['Krishi Drishti', 'Medsense']);
    const one = await request(server()).get(`/api/expert/applications/${applicationId}`).set('Cookie', cookie);
    expect(one.status).toBe(200);
    const body = one.body as ExpertApplicationResponse;
    expect(body).toMatchObject({ blind: true, mine: null, others: [], conflicted: false, decided: false });
    expect(body.application).toMatchObject({ companyName: 'Krishi Drishti', businessModel: APPLICATION_FIELDS.businessModel, founderName: HIDDEN_UNDER_BLIND_REVIEW, email: HIDDEN_UNDER_BLIND_REVIEW });
    expect(JSON.stringify(body)).not.toContain('Prakash');
  });

  it('serves a PDF deck inline and any other deck as a download', async () => {
    const cookie = await t.cookieFor('expert', 'expert1');
    const pdf = await request(server()).get(`/api/expert/applications/${applicationId}/pitch-deck`).set('Cookie', cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="deck.pdf"/);
    const docx = await request(server()).get(`/api/expert/applications/${docxId}/pitch-deck`).set('Cookie', cookie);
    expect(docx.headers['content-disposition']).toMatch(/^attachment; filename="plan.docx"/);
  });

  it('refuses a review without every score from 1 to 5', async () => {
    const response = await request(server())
      .put(`/api/expert/applications/${applicationId}/review`)
      .set('Cookie', await t.cookieFor('expert', 'expert1'))
      .send({ scores: { team: 6, problem: 3 }, recommendation: 'perhaps' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({ 'scores.team': 'Give a score from 1 to 5', 'scores.market': 'Give a score from 1 to 5', recommendation: 'Choose accept, maybe or reject' });
    expect((await t.events()).filter((e) => e.event.type === 'ApplicationReviewed')).toEqual([]);
  });

  it('takes one conflict, then refuses that expert’s review; the queue drops it', async () => {
    const cookie = await t.cookieFor('expert', 'expert3');
    const declared = await request(server()).post(`/api/expert/applications/${applicationId}/conflict`).set('Cookie', cookie).send({ reason: 'I mentor the founders' });
    expect(declared.status).toBe(201);
    const refused = await request(server()).put(`/api/expert/applications/${applicationId}/review`).set('Cookie', cookie).send(review(3));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(APPLICATION_REFUSALS.EXPERT_CONFLICTED.message);
    const queue = await request(server()).get('/api/expert/applications').set('Cookie', cookie);
    expect(queue.body.items.map((i: { companyName: string }) => i.companyName)).toEqual(['Medsense']);
  });

  it('refuses the decision before the quorum without a stated reason', async () => {
    const response = await request(server())
      .post(`/api/admin/applications/${applicationId}/decision`)
      .set('Cookie', await t.cookieFor('admin'))
      .send({ outcome: 'accepted', reason: 'Strong team' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(APPLICATION_REFUSALS.QUORUM_NOT_MET.message);
  });

  it('hides the others’ scores from an expert until their own review is in', async () => {
    const first = await t.cookieFor('expert', 'expert1');
    const second = await t.cookieFor('expert', 'expert2');
    expect((await request(server()).put(`/api/expert/applications/${applicationId}/review`).set('Cookie', first).send(review(5))).status).toBe(200);
    const before = await request(server()).get(`/api/expert/applications/${applicationId}`).set('Cookie', second);
    expect(before.body.others).toEqual([]);
    expect(JSON.stringify(before.body)).not.toContain('Scored 5');
    expect((await request(server()).put(`/api/expert/applications/${applicationId}/review`).set('Cookie', second).send(review(1, 'reject'))).status).toBe(200);
    const after = await request(server()).get(`/api/expert/applications/${applicationId}`).set('Cookie', second);
    expect(after.body.mine).toMatchObject({ comment: 'Scored 1', recommendation: 'reject' });
    expect(after.body.others).toEqual([expect.objectContaining({ comment: 'Scored 5', recommendation: 'accept' })]);
    expect(JSON.stringify(after.body.others)).not.toContain('expert1');
  });

  it('shows the admin the stage, reviews in and needed, means, tally and the disagreement', async () => {
    const list = await request(server()).get('/api/admin/applications').set('Cookie', await t.cookieFor('admin'));
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const krishi = (list.body.items as ApplicationListItem[]).find((i) => i.applicationId === applicationId);
    expect(krishi).toMatchObject({
      stage: 'ready-to-decide',
      summary: { reviews: 2, needed: 2, overall: 3, tally: { accept: 1, maybe: 0, reject: 1 }, disagreement: true, means: { team: 3 } },
      businessDays: 0,
      overdue: false,
    });
    const one = await request(server()).get(`/api/admin/applications/${applicationId}`).set('Cookie', await t.cookieFor('admin'));
    expect(one.body.reviews).toHaveLength(2);
    expect(one.body.conflicts).toEqual([expect.objectContaining({ expertEmail: 'expert3@centre.example.edu', reason: 'I mentor the founders' })]);
    expect(one.body.application.founderName).toBe('Prakash Patil');
  });

  it('takes the decision once, with its actor, then refuses a second decision and any review edit', async () => {
    const admin = await t.cookieFor('admin');
    const decided = await request(server()).post(`/api/admin/applications/${applicationId}/decision`).set('Cookie', admin).send({ outcome: 'waitlisted', reason: 'Come back with traction' });
    expect(decided.status).toBe(201);
    const again = await request(server()).post(`/api/admin/applications/${applicationId}/decision`).set('Cookie', admin).send({ outcome: 'accepted', reason: 'Changed my mind' });
    expect(again.status).toBe(409);
    const edit = await request(server()).put(`/api/expert/applications/${applicationId}/review`).set('Cookie', await t.cookieFor('expert', 'expert1')).send(review(4));
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(APPLICATION_REFUSALS.APPLICATION_DECIDED.message);
    const decision = (await t.events()).find((e) => e.event.type === 'ApplicationDecided');
    expect(decision?.event).toMatchObject({ actor: { kind: 'user', email: 'admin@centre.example.edu', role: 'admin' }, data: { outcome: 'waitlisted', reason: 'Come back with traction' } });
  });

  it('decides early with a stated reason, recording the count it was taken at', async () => {
    const response = await request(server())
      .post(`/api/admin/applications/${docxId}/decision`)
      .set('Cookie', await t.cookieFor('admin'))
      .send({ outcome: 'rejected', reason: 'Outside our sectors', earlyReason: 'The founders asked us to close it' });
    expect(response.status).toBe(201);
    const one = await request(server()).get(`/api/admin/applications/${docxId}`).set('Cookie', await t.cookieFor('admin'));
    expect(one.body.decision).toMatchObject({ outcome: 'rejected', beforeQuorum: { reason: 'The founders asked us to close it', reviews: 0, needed: 2 } });
    expect(one.body.item).toMatchObject({ stage: 'decided', outcome: 'rejected', overdue: false });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await t.cookieFor('admin');
    expect((await request(server()).get('/api/admin/applications/00000000-0000-4000-8000-000000000000').set('Cookie', admin)).status).toBe(404);
    expect((await request(server()).get('/api/expert/applications/..%2Fx').set('Cookie', admin)).status).toBe(404);
  });
});
