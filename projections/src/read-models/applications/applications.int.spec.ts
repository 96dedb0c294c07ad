import type { Actor, AnyEvent, ApplicationConflictDeclared, ApplicationDecided, ApplicationReviewed, RubricScores } from '@centre/contracts';
import { application, recorded } from '../../testing/events.js';
import { STORES, project, type OpenedStore } from '../../testing/projection-harness.js';
import { applicationsProjection } from './applications.projection.js';
import { getApplication, listApplications, listDecidedBetween, listOpenApplications } from './applications.query.js';

const expert = (n: number): Actor => ({ kind: 'user', userId: `x-${n}`, email: `expert${n}@centre.example`, role: 'expert' });
const admin: Actor = { kind: 'user', userId: 'adm', email: 'admin@centre.example', role: 'admin' };
const SCORES: RubricScores = { team: 4, problem: 5, solution: 3, market: 4, traction: 2, fit: 5 };

let sequence = 0;
const event = <E extends AnyEvent>(type: E['type'], data: E['data'], actor: Actor, occurredAt: string): E =>
  ({ type, version: 1, eventId: `ev-${(sequence += 1)}`, occurredAt, actor, correlationId: 'c', data }) as E;

const reviewed = (n: number, scores: RubricScores, at: string) =>
  event<ApplicationReviewed>('ApplicationReviewed', { applicationId: 'a-1', expertId: `x-${n}`, scores, recommendation: 'accept', comment: `by ${n}` }, expert(n), at);

const a1 = recorded(application({ applicationId: 'a-1', companyName: 'Agritech Labs' }, '2026-11-20T05:30:00.000Z'), 1);
const a2 = recorded(application({ applicationId: 'a-2', companyName: 'Medsense' }, '2026-11-20T07:30:00.000Z'), 2);
const conflict = recorded(
  event<ApplicationConflictDeclared>('ApplicationConflictDeclared', { applicationId: 'a-1', expertId: 'x-3', reason: 'My cousin' }, expert(3), '2026-11-21T05:00:00.000Z'),
  3,
);
const review1 = recorded(reviewed(1, SCORES, '2026-11-21T06:00:00.000Z'), 4);
const review1Edited = recorded(reviewed(1, { ...SCORES, traction: 4 }, '2026-11-21T07:00:00.000Z'), 5);
const decided = recorded(
  event<ApplicationDecided>('ApplicationDecided', { applicationId: 'a-1', outcome: 'accepted', reason: 'Strong team' }, admin, '2026-11-24T05:00:00.000Z'),
  6,
);

describe.each(STORES)('applications projection (%s)', (_, open) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.dispose());

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])('each handler applied %s', (_label, twice) => {
    it('StartupApplicationSubmitted keeps the application, listed newest first and open', async () => {
      await project(opened.store, applicationsProjection, [a1, a2], { twice });
      const page = await listApplications(opened.store, 0, 20);
      expect(page.total).toBe(2);
      expect(page.items.map((d) => d.application.companyName)).toEqual(['Medsense', 'Agritech Labs']);
      expect(page.items[1]).toEqual({
        position: 1,
        lastPosition: 1,
        application: { ...(a1.event.data as object), submittedAt: '2026-11-20T05:30:00.000Z' },
        conflicts: [],
        reviews: [],
        decision: null,
      });
      expect((await listOpenApplications(opened.store)).map((d) => d.application.applicationId)).toEqual(['a-1', 'a-2']);
    });

    it('ApplicationConflictDeclared records the expert and the reason', async () => {
      await project(opened.store, applicationsProjection, [a1, conflict], { twice });
      expect((await getApplication(opened.store, 'a-1'))?.conflicts).toEqual([
        { expertId: 'x-3', expertEmail: 'expert3@centre.example', reason: 'My cousin', declaredAt: '2026-11-21T05:00:00.000Z' },
      ]);
    });

    it('ApplicationReviewed keeps one review per expert, the latest', async () => {
      await project(opened.store, applicationsProjection, [a1, review1, review1Edited], { twice });
      expect((await getApplication(opened.store, 'a-1'))?.reviews).toEqual([
        {
          expertId: 'x-1',
          expertEmail: 'expert1@centre.example',
          scores: { ...SCORES, traction: 4 },
          recommendation: 'accept',
          comment: 'by 1',
          reviewedAt: '2026-11-21T07:00:00.000Z',
        },
      ]);
    });

    it('ApplicationDecided records the decision and takes the application out of the open list', async () => {
      await project(opened.store, applicationsProjection, [a1, a2, review1, decided], { twice });
      expect((await getApplication(opened.store, 'a-1'))?.decision).toEqual({
        outcome: 'accepted',
        reason: 'Strong team',
        decidedAt: '2026-11-24T05:00:00.000Z',
        decidedBy: 'admin@centre.example',
      });
      expect((await listOpenApplications(opened.store)).map((d) => d.application.applicationId)).toEqual(['a-2']);
      expect((await listApplications(opened.store, 0, 20)).total).toBe(2);
      const decidedAt = Date.parse('2026-11-24T05:00:00.000Z');
      expect((await listDecidedBetween(opened.store, 0, decidedAt)).map((d) => d.application.applicationId)).toEqual(['a-1']);
      expect(await listDecidedBetween(opened.store, 0, decidedAt - 1)).toEqual([]);
    });
  });

  it('an earlier event delivered again after a later one changes nothing', async () => {
    await project(opened.store, applicationsProjection, [a1, review1, review1Edited, review1]);
    expect((await getApplication(opened.store, 'a-1'))?.reviews[0]?.scores.traction).toBe(4);
  });

  it('unknown ids read as null', async () => {
    await project(opened.store, applicationsProjection, [a1]);
    expect(await getApplication(opened.store, 'nope')).toBeNull();
  });
});
