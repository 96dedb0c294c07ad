import type {
  ApplicationOutcome,
  EarlyDecision,
  Recommendation,
  RubricCriterion,
  RubricScores,
} from '../events/application-events.js';
import type { StartupApplicationSubmittedV1Data } from '../events/inbox-events.js';
import type { ListPage } from '../http/console-api.js';

/**
 * Where an application stands: nothing reviewed yet, reviews coming in, the quorum met and
 * waiting for the admin, decided.
 */
export type ApplicationStage = 'submitted' | 'under-review' | 'ready-to-decide' | 'decided';

/** What the applicant's status page says, in plain words. */
export type ApplicantStatus = 'received' | 'under-review' | 'decided';

/** The promise of the wizard's confirmation: a decision within 5 to 7 business days. */
export const DECISION_PROMISE_BUSINESS_DAYS = { from: 5, to: 7 } as const;

export interface ApplicationReviewView {
  expertId: string;
  expertEmail: string;
  scores: RubricScores;
  recommendation: Recommendation;
  comment: string;
  reviewedAt: string;
}

export interface ApplicationConflictView {
  expertId: string;
  expertEmail: string;
  reason: string;
  declaredAt: string;
}

export interface ApplicationDecisionView {
  outcome: ApplicationOutcome;
  reason: string;
  beforeQuorum?: EarlyDecision;
  decidedAt: string;
  decidedBy: string;
}

/** The figures of an application's reviews, as the admin's list and page show them. */
export interface ReviewSummary {
  reviews: number;
  needed: number;
  /** Mean per criterion (null before any review). */
  means: Record<RubricCriterion, number | null>;
  overall: number | null;
  tally: Record<Recommendation, number>;
  /** The experts disagree widely: recommendations both accept and reject, or overall means 2+ apart. */
  disagreement: boolean;
}

/** GET /api/admin/applications: one row. */
export interface ApplicationListItem {
  applicationId: string;
  companyName: string;
  founderName: string;
  industry: string;
  submittedAt: string;
  stage: ApplicationStage;
  outcome: ApplicationOutcome | null;
  summary: ReviewSummary;
  /** Business days since submission, in the centre's zone (to the decision once decided). */
  businessDays: number;
  /** Undecided past the promised 7 business days. */
  overdue: boolean;
}

export type ApplicationListResponse = ListPage<ApplicationListItem>;

export type ApplicationSubmissionView = StartupApplicationSubmittedV1Data & { submittedAt: string };

/** GET /api/admin/applications/{id}: everything, with each review and the mail a decision sends. */
export interface AdminApplicationResponse {
  success: true;
  item: ApplicationListItem;
  application: ApplicationSubmissionView;
  reviews: ApplicationReviewView[];
  conflicts: ApplicationConflictView[];
  decision: ApplicationDecisionView | null;
}

/** POST /api/admin/applications/{id}/decision/preview: the applicant's mail, before it is sent. */
export interface DecisionMailPreview {
  success: true;
  to: string;
  subject: string;
  text: string;
}

/** GET /api/expert/applications: the expert's queue, waiting for their review. */
export interface ExpertQueueItem {
  applicationId: string;
  companyName: string;
  industry: string;
  stage: string;
  submittedAt: string;
}

export interface ExpertQueueResponse {
  success: true;
  items: ExpertQueueItem[];
}

/**
 * GET /api/expert/applications/{id}: the whole application (founder names hidden under blind
 * review), the expert's own review, and the others' only once the expert's own is in.
 */
export interface ExpertApplicationResponse {
  success: true;
  application: ApplicationSubmissionView;
  blind: boolean;
  mine: ApplicationReviewView | null;
  conflicted: boolean;
  decided: boolean;
  /** Empty until the expert's own review is in; names left out. */
  others: Array<Omit<ApplicationReviewView, 'expertId' | 'expertEmail'>>;
}

/** Answers of the expert's and the admin's commands. */
export interface ApplicationCommandResponse {
  success: true;
  position: number;
}

/** GET /api/applications/status?id=…&token=…: what the applicant may see. */
export interface ApplicantStatusResponse {
  success: true;
  reference: string;
  companyName: string;
  submittedAt: string;
  /** What the applicant asked for, as sent: a rupee band, or a dollar band from the spec's old form. */
  fundingNeeded: string;
  /** The scheme applied for; null for the spec's old form, which did not ask. */
  scheme: string | null;
  status: ApplicantStatus;
  outcome: ApplicationOutcome | null;
  reason: string | null;
}

/** The reference an applicant quotes: the first eight hex digits of the application's id. */
export const applicationReference = (applicationId: string): string => `APP-${applicationId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** Where the applicant's status page lives; the mails link to it with the id and its signature. */
export const APPLICATION_STATUS_PATH = '/application-status' as const;

const segment = (value: string): string => encodeURIComponent(value);

/** The application review's routes, as both sides call them. */
export const APPLICATION_PATHS = {
  adminList: '/api/admin/applications',
  adminOne: (applicationId: string) => `/api/admin/applications/${segment(applicationId)}`,
  decision: (applicationId: string) => `/api/admin/applications/${segment(applicationId)}/decision`,
  decisionPreview: (applicationId: string) => `/api/admin/applications/${segment(applicationId)}/decision/preview`,
  expertQueue: '/api/expert/applications',
  expertOne: (applicationId: string) => `/api/expert/applications/${segment(applicationId)}`,
  expertDeck: (applicationId: string) => `/api/expert/applications/${segment(applicationId)}/pitch-deck`,
  review: (applicationId: string) => `/api/expert/applications/${segment(applicationId)}/review`,
  conflict: (applicationId: string) => `/api/expert/applications/${segment(applicationId)}/conflict`,
  status: (applicationId: string, token: string) => `/api/applications/${segment(applicationId)}/status?token=${segment(token)}`,
} as const;
