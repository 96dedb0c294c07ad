import type { EventEnvelope } from './event-envelope.js';
import type { StartupApplicationSubmitted } from './inbox-events.js';

/** The rubric every expert scores an application on, 1 (weak) to 5 (strong). */
export const RUBRIC_CRITERIA = ['team', 'problem', 'solution', 'market', 'traction', 'fit'] as const;
export type RubricCriterion = (typeof RUBRIC_CRITERIA)[number];
export type RubricScores = Record<RubricCriterion, number>;

export const RECOMMENDATIONS = ['accept', 'maybe', 'reject'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const APPLICATION_OUTCOMES = ['accepted', 'rejected', 'waitlisted'] as const;
export type ApplicationOutcome = (typeof APPLICATION_OUTCOMES)[number];

/** An expert steps out of one application's review (and out of its quorum). */
export interface ApplicationConflictDeclaredV1Data {
  applicationId: string;
  expertId: string;
  reason: string;
}

/** An expert's review; a later one by the same expert replaces it (until the decision). */
export interface ApplicationReviewedV1Data {
  applicationId: string;
  expertId: string;
  scores: RubricScores;
  recommendation: Recommendation;
  comment: string;
}

/** What the panel stood at when an admin decided before the quorum, and why they did. */
export interface EarlyDecision {
  reason: string;
  reviews: number;
  needed: number;
}

/** The admin's decision; `reason` is what the applicant is told. */
export interface ApplicationDecidedV1Data {
  applicationId: string;
  outcome: ApplicationOutcome;
  reason: string;
  beforeQuorum?: EarlyDecision;
}

export type ApplicationConflictDeclared = EventEnvelope<'ApplicationConflictDeclared', 1, ApplicationConflictDeclaredV1Data>;
export type ApplicationReviewed = EventEnvelope<'ApplicationReviewed', 1, ApplicationReviewedV1Data>;
export type ApplicationDecided = EventEnvelope<'ApplicationDecided', 1, ApplicationDecidedV1Data>;

/** Every event of an `application-{id}` stream; the submission is always its first. */
export type ApplicationEvent =
  | StartupApplicationSubmitted
  | ApplicationConflictDeclared
  | ApplicationReviewed
  | ApplicationDecided;

export const APPLICATION_EVENT_TYPES = [
  'StartupApplicationSubmitted',
  'ApplicationConflictDeclared',
  'ApplicationReviewed',
  'ApplicationDecided',
] as const satisfies ReadonlyArray<ApplicationEvent['type']>;
