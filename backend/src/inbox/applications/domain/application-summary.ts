import {
  DECISION_PROMISE_BUSINESS_DAYS,
  RECOMMENDATIONS,
  RUBRIC_CRITERIA,
  todayIn,
  type ApplicationListItem,
  type ApplicationReviewView,
  type ApplicationStage,
  type Recommendation,
  type ReviewSummary,
  type RubricCriterion,
} from '@centre/contracts';
import type { ApplicationDocument } from '@centre/projections';
import { quorumOf } from './application.decider.js';

/** Overall means this far apart (on the 1–5 scale) count as a wide disagreement. */
export const DISAGREEMENT_SPREAD = 2;

const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;

const overallOf = (review: ApplicationReviewView): number => RUBRIC_CRITERIA.reduce((sum, c) => sum + review.scores[c], 0) / RUBRIC_CRITERIA.length;

/** Pure: the figures of the reviews that count (the panel's, without a conflict). */
export const summarize = (document: ApplicationDocument, panel: readonly string[], quorum: number): ReviewSummary => {
  const conflicts = new Set(document.conflicts.map((c) => c.expertId));
  const reviews = document.reviews.filter((r) => !conflicts.has(r.expertId));
  const counted = quorumOf({ conflicts, reviewers: new Set(reviews.map((r) => r.expertId)) }, panel, quorum);
  const means = Object.fromEntries(RUBRIC_CRITERIA.map((c) => [c, mean(reviews.map((r) => r.scores[c]))])) as Record<RubricCriterion, number | null>;
  const tally = Object.fromEntries(RECOMMENDATIONS.map((r) => [r, reviews.filter((x) => x.recommendation === r).length])) as Record<Recommendation, number>;
  const overalls = reviews.map(overallOf);
  const spread = overalls.length === 0 ? 0 : Math.max(...overalls) - Math.min(...overalls);
  return {
    // Once decided, reviews by experts who have since left the panel still show.
    reviews: document.decision ? reviews.length : counted.reviews,
    needed: counted.needed,
    means,
    overall: mean(overalls),
    tally,
    disagreement: (tally.accept > 0 && tally.reject > 0) || spread >= DISAGREEMENT_SPREAD,
  };
};

const DAY_MS = 86_400_000;

/** Mon–Fri days after `from` up to and including `to` (YYYY-MM-DD, the centre's dates). */
export const businessDaysBetween = (from: string, to: string): number => {
  let days = 0;
  for (let t = Date.parse(`${from}T00:00:00Z`) + DAY_MS; t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
};

const stageOf = (document: ApplicationDocument, summary: ReviewSummary): ApplicationStage => {
  if (document.decision) return 'decided';
  if (summary.reviews >= summary.needed) return 'ready-to-decide';
  return document.reviews.length === 0 ? 'submitted' : 'under-review';
};

export interface ListContext {
  panel: readonly string[];
  quorum: number;
  timeZone: string;
  now: Date;
}

/** Pure: one row of the admin's list. */
export const listItemOf = (document: ApplicationDocument, context: ListContext): ApplicationListItem => {
  const summary = summarize(document, context.panel, context.quorum);
  const { application, decision } = document;
  const until = decision ? new Date(decision.decidedAt) : context.now;
  const businessDays = businessDaysBetween(todayIn(context.timeZone, new Date(application.submittedAt)), todayIn(context.timeZone, until));
  return {
    applicationId: application.applicationId,
    companyName: application.companyName,
    founderName: application.founderName,
    industry: application.industry,
    submittedAt: application.submittedAt,
    stage: stageOf(document, summary),
    outcome: decision?.outcome ?? null,
    summary,
    businessDays,
    overdue: decision === null && businessDays > DECISION_PROMISE_BUSINESS_DAYS.to,
  };
};
