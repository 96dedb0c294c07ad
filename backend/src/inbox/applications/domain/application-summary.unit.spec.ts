import type { ApplicationReviewView, RubricScores } from '@centre/contracts';
import type { ApplicationDocument } from '@centre/projections';
import { businessDaysBetween, listItemOf, summarize } from './application-summary.js';

const scores = (n: number, over: Partial<RubricScores> = {}): RubricScores => ({ team: n, problem: n, solution: n, market: n, traction: n, fit: n, ...over });
const review = (expertId: string, s: RubricScores, recommendation: ApplicationReviewView['recommendation'] = 'accept'): ApplicationReviewView => ({
  expertId,
  expertEmail: `${expertId}@centre.example`,
  scores: s,
  recommendation,
  comment: '',
  reviewedAt: '2026-11-21T06:00:00.000Z',
});
const doc = (over: Partial<ApplicationDocument> = {}): ApplicationDocument => ({
  position: 1,
  lastPosition: 1,
  application: { applicationId: 'a-1', companyName: 'Krishi', founderName: 'Prakash', industry: 'AgriTech', submittedAt: '2026-11-16T06:30:00.000Z' } as ApplicationDocument['application'],
  conflicts: [],
  reviews: [],
  decision: null,
  ...over,
});
const context = { panel: ['x-1', 'x-2', 'x-3'], quorum: 12, timeZone: 'Asia/Kolkata', now: new Date('2026-11-18T06:30:00Z') };

describe('the review summary', () => {
  it('gives the mean per criterion and overall, the tally, and the reviews needed', () => {
    const summary = summarize(doc({ reviews: [review('x-1', scores(4, { team: 5 })), review('x-2', scores(3), 'maybe')] }), context.panel, 12);
    expect(summary).toEqual({
      reviews: 2,
      needed: 3,
      means: { team: 4, problem: 3.5, solution: 3.5, market: 3.5, traction: 3.5, fit: 3.5 },
      overall: 3.58,
      tally: { accept: 1, maybe: 1, reject: 0 },
      disagreement: false,
    });
  });

  it('flags a wide disagreement: accept beside reject, or overall scores 2 apart', () => {
    expect(summarize(doc({ reviews: [review('x-1', scores(3)), review('x-2', scores(3), 'reject')] }), context.panel, 12).disagreement).toBe(true);
    expect(summarize(doc({ reviews: [review('x-1', scores(5), 'maybe'), review('x-2', scores(3), 'maybe')] }), context.panel, 12).disagreement).toBe(true);
  });

  it('leaves out a conflicted expert and counts the quorum without them', () => {
    const document = doc({ conflicts: [{ expertId: 'x-3', expertEmail: 'x', reason: 'r', declaredAt: '' }], reviews: [review('x-1', scores(4)), review('x-2', scores(4))] });
    expect(summarize(document, context.panel, 12)).toMatchObject({ reviews: 2, needed: 2 });
    expect(listItemOf(document, context).stage).toBe('ready-to-decide');
  });

  it('has no means before any review', () => {
    expect(summarize(doc(), context.panel, 12)).toMatchObject({ reviews: 0, overall: null, means: { team: null } });
  });
});

describe('business days since submission', () => {
  it('counts Monday to Friday only, in the centre’s dates', () => {
    // Monday 16 Nov → Monday 23 Nov: five business days.
    expect(businessDaysBetween('2026-11-16', '2026-11-23')).toBe(5);
    expect(businessDaysBetween('2026-11-20', '2026-11-23')).toBe(1);
    expect(businessDaysBetween('2026-11-16', '2026-11-16')).toBe(0);
    // Saturday to Sunday, Friday to Saturday: none; Sunday to Monday: one.
    expect(businessDaysBetween('2026-11-21', '2026-11-22')).toBe(0);
    expect(businessDaysBetween('2026-11-20', '2026-11-21')).toBe(0);
    expect(businessDaysBetween('2026-11-22', '2026-11-23')).toBe(1);
    // Thursday to the next Thursday across the new year; a year of 52 weeks; a decision before the submission's day counts none.
    expect(businessDaysBetween('2026-12-31', '2027-01-07')).toBe(5);
    expect(businessDaysBetween('2026-11-16', '2027-11-15')).toBe(260);
    expect(businessDaysBetween('2026-11-23', '2026-11-16')).toBe(0);
  });

  it('marks an undecided application overdue past 7 business days, not a decided one', () => {
    const late = { ...context, now: new Date('2026-11-26T06:30:00Z') };
    expect(listItemOf(doc(), late)).toMatchObject({ businessDays: 8, overdue: true, stage: 'submitted' });
    expect(listItemOf(doc(), context)).toMatchObject({ businessDays: 2, overdue: false });
    const decided = doc({ decision: { outcome: 'accepted', reason: 'r', decidedAt: '2026-11-20T06:30:00.000Z', decidedBy: 'a' } });
    expect(listItemOf(decided, late)).toMatchObject({ businessDays: 4, overdue: false, stage: 'decided', outcome: 'accepted' });
  });
});
