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
/** Whether each day of a week starting on a Thursday (as 1970-01-01 did) is Monday to Friday. */
const WEEKDAY_FROM_THURSDAY = [1, 1, 0, 0, 1, 1, 1] as const;
const PARTIAL_WEEK = WEEKDAY_FROM_THURSDAY.map((_, r) => WEEKDAY_FROM_THURSDAY.slice(0, r).reduce<number>((a, b) => a + b, 0));

/** Mon–Fri days from 1970-01-01 up to and including day `d` (days since then): whole weeks, then the rest. */
const weekdaysThrough = (d: number): number => {
  const days = d + 1;
  const weeks = Math.floor(days / 7);
  return weeks * 5 + (PARTIAL_WEEK[days - weeks * 7] ?? 0);
};

const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** Mon–Fri days after `from` up to and including `to` (YYYY-MM-DD, the centre's dates); a list asks it per row. */
export const businessDaysBetween = (from: string, to: string): number =>
  Math.max(0, weekdaysThrough(dayNumber(to)) - weekdaysThrough(dayNumber(from)));

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
  /** `now`'s date in the zone, when the caller has it already. */
  today?: string;
}

/** Pure: one row of the admin's list. */
export const listItemOf = (document: ApplicationDocument, context: ListContext): ApplicationListItem => {
  const summary = summarize(document, context.panel, context.quorum);
  const { application, decision } = document;
  // Today is asked once per list; a zone's date costs a formatting each.
  const until = decision ? todayIn(context.timeZone, new Date(decision.decidedAt)) : (context.today ?? todayIn(context.timeZone, context.now));
  const businessDays = businessDaysBetween(todayIn(context.timeZone, new Date(application.submittedAt)), until);
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
