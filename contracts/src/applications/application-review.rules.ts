import {
  APPLICATION_OUTCOMES,
  RECOMMENDATIONS,
  RUBRIC_CRITERIA,
  type ApplicationOutcome,
  type Recommendation,
  type RubricCriterion,
  type RubricScores,
} from '../events/application-events.js';
import { isPlainObject } from '../validation/text.rules.js';

/** The console's words (the staff console stays English, so no message codes here). */
export const APPLICATION_REVIEW_MESSAGES = {
  invalidReview: 'Check the review: every criterion needs a score from 1 to 5, and a recommendation.',
  scoreInvalid: 'Give a score from 1 to 5',
  recommendationInvalid: 'Choose accept, maybe or reject',
  commentTooLong: `Keep the comment under ${2000} characters`,
  invalidConflict: 'Say briefly why you have a conflict.',
  reasonRequired: 'Give a reason',
  reasonTooLong: `Keep the reason under ${2000} characters`,
  outcomeInvalid: 'Choose accepted, rejected or waitlisted',
  invalidDecision: 'Check the decision: an outcome and a reason for the applicant are needed.',
  earlyReasonInvalid: 'The reason for deciding before the quorum must be text',
} as const;

export const REVIEW_TEXT_MAX_LENGTH = 2000;

export const RUBRIC_LABELS: Readonly<Record<RubricCriterion, string>> = {
  team: 'Team',
  problem: 'Problem',
  solution: 'Solution',
  market: 'Market',
  traction: 'Traction',
  fit: 'Fit with the centre',
};

export type StaffParse<T> = { ok: true; value: T } | { ok: false; message: string; errors: Record<string, string> };

/** The body of PUT /api/expert/applications/{id}/review. */
export interface ReviewRequest {
  scores: RubricScores;
  recommendation: Recommendation;
  comment: string;
}

/** The body of POST /api/expert/applications/{id}/conflict. */
export interface ConflictRequest {
  reason: string;
}

/** The body of POST /api/admin/applications/{id}/decision. */
export interface DecisionRequest {
  outcome: ApplicationOutcome;
  reason: string;
  /** Required (non-empty) only when the quorum is not met yet. */
  earlyReason?: string;
}

const isScore = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/** Text that is optional: '' when absent; null when it is not text or too long. */
const optionalText = (value: unknown): string | null => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text.length > REVIEW_TEXT_MAX_LENGTH ? null : text;
};

const requiredText = (value: unknown, errors: Record<string, string>, field: string): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') errors[field] = APPLICATION_REVIEW_MESSAGES.reasonRequired;
  else if (text.length > REVIEW_TEXT_MAX_LENGTH) errors[field] = APPLICATION_REVIEW_MESSAGES.reasonTooLong;
  return text;
};

const failed = <T>(message: string, errors: Record<string, string>): StaffParse<T> => ({ ok: false, message, errors });

export const parseReviewRequest = (body: unknown): StaffParse<ReviewRequest> => {
  const raw = isPlainObject(body) ? body : {};
  const errors: Record<string, string> = {};
  const given = isPlainObject(raw.scores) ? raw.scores : {};
  const scores = {} as RubricScores;
  for (const criterion of RUBRIC_CRITERIA) {
    const score = given[criterion];
    if (isScore(score)) scores[criterion] = score;
    else errors[`scores.${criterion}`] = APPLICATION_REVIEW_MESSAGES.scoreInvalid;
  }
  const recommendation = RECOMMENDATIONS.find((r) => r === raw.recommendation);
  if (!recommendation) errors.recommendation = APPLICATION_REVIEW_MESSAGES.recommendationInvalid;
  const comment = optionalText(raw.comment);
  if (comment === null) errors.comment = APPLICATION_REVIEW_MESSAGES.commentTooLong;
  if (!recommendation || comment === null || Object.keys(errors).length > 0) return failed(APPLICATION_REVIEW_MESSAGES.invalidReview, errors);
  return { ok: true, value: { scores, recommendation, comment } };
};

export const parseConflictRequest = (body: unknown): StaffParse<ConflictRequest> => {
  const raw = isPlainObject(body) ? body : {};
  const errors: Record<string, string> = {};
  const reason = requiredText(raw.reason, errors, 'reason');
  if (Object.keys(errors).length > 0) return failed(APPLICATION_REVIEW_MESSAGES.invalidConflict, errors);
  return { ok: true, value: { reason } };
};

export const parseDecisionRequest = (body: unknown): StaffParse<DecisionRequest> => {
  const raw = isPlainObject(body) ? body : {};
  const errors: Record<string, string> = {};
  const outcome = APPLICATION_OUTCOMES.find((o) => o === raw.outcome);
  if (!outcome) errors.outcome = APPLICATION_REVIEW_MESSAGES.outcomeInvalid;
  const reason = requiredText(raw.reason, errors, 'reason');
  const earlyReason = optionalText(raw.earlyReason);
  if (earlyReason === null) errors.earlyReason = APPLICATION_REVIEW_MESSAGES.earlyReasonInvalid;
  if (!outcome || earlyReason === null || Object.keys(errors).length > 0) return failed(APPLICATION_REVIEW_MESSAGES.invalidDecision, errors);
  return { ok: true, value: { outcome, reason, ...(earlyReason !== '' && { earlyReason }) } };
};
