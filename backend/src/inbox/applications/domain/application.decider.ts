import type {
  ApplicationConflictDeclaredV1Data,
  ApplicationDecidedV1Data,
  ApplicationEvent,
  ApplicationOutcome,
  ApplicationReviewedV1Data,
  NewEvent,
  Recommendation,
  RubricScores,
} from '@centre/contracts';
import { ApplicationDomainError } from './application.errors.js';

/**
 * A startup application's review (DESIGN.md section 11) as a pure decider: the submission
 * opens the stream; experts declare conflicts or review; an admin decides once the quorum is
 * met, or earlier with a stated reason. No I/O: the panel and the quorum are given.
 */

export type ApplicationDecision =
  | NewEvent<'ApplicationConflictDeclared', 1, ApplicationConflictDeclaredV1Data>
  | NewEvent<'ApplicationReviewed', 1, ApplicationReviewedV1Data>
  | NewEvent<'ApplicationDecided', 1, ApplicationDecidedV1Data>;

export type DeclareConflict = { type: 'DeclareConflict'; data: { expertId: string; reason: string } };
export type ReviewApplication = {
  type: 'ReviewApplication';
  data: { expertId: string; scores: RubricScores; recommendation: Recommendation; comment: string };
};
export type DecideApplication = {
  type: 'DecideApplication';
  data: {
    outcome: ApplicationOutcome;
    reason: string;
    earlyReason?: string;
    /** The ids of the enabled experts at the time of the decision. */
    panel: readonly string[];
    /** Reviews that make a quorum on a panel at least that large (12 unless configured). */
    quorum: number;
  };
};
export type ApplicationCommand = DeclareConflict | ReviewApplication | DecideApplication;

export interface ApplicationState {
  applicationId: string | null;
  conflicts: ReadonlySet<string>;
  /** The experts whose review is in. */
  reviewers: ReadonlySet<string>;
  outcome: ApplicationOutcome | null;
}

export const initialState = (): ApplicationState => ({ applicationId: null, conflicts: new Set(), reviewers: new Set(), outcome: null });

export const evolve = (state: ApplicationState, event: ApplicationEvent): ApplicationState => {
  switch (event.type) {
    case 'StartupApplicationSubmitted':
      return { ...state, applicationId: event.data.applicationId };
    case 'ApplicationConflictDeclared':
      return { ...state, conflicts: new Set([...state.conflicts, event.data.expertId]) };
    case 'ApplicationReviewed':
      return { ...state, reviewers: new Set([...state.reviewers, event.data.expertId]) };
    case 'ApplicationDecided':
      return { ...state, outcome: event.data.outcome };
  }
};

export interface Quorum {
  /** Reviews in, from experts of the panel without a conflict. */
  reviews: number;
  needed: number;
}

/**
 * 12 reviews (the configured quorum), or every expert of the panel without a conflict when
 * fewer are left; at least one, so a panel with nobody left needs a stated reason.
 */
export const quorumOf = (
  state: Pick<ApplicationState, 'conflicts' | 'reviewers'>,
  panel: readonly string[],
  quorum: number,
): Quorum => {
  const eligible = panel.filter((expertId) => !state.conflicts.has(expertId));
  const reviews = eligible.filter((expertId) => state.reviewers.has(expertId)).length;
  return { reviews, needed: Math.max(1, Math.min(quorum, eligible.length)) };
};

const open = (state: ApplicationState): string => {
  if (state.applicationId === null) throw new ApplicationDomainError('APPLICATION_NOT_FOUND');
  if (state.outcome !== null) throw new ApplicationDomainError('APPLICATION_DECIDED');
  return state.applicationId;
};

export const decide = (command: ApplicationCommand, state: ApplicationState): ApplicationDecision[] => {
  const applicationId = open(state);
  switch (command.type) {
    case 'DeclareConflict': {
      const { expertId, reason } = command.data;
      if (state.conflicts.has(expertId)) return [];
      if (state.reviewers.has(expertId)) throw new ApplicationDomainError('ALREADY_REVIEWED');
      return [{ type: 'ApplicationConflictDeclared', version: 1, data: { applicationId, expertId, reason } }];
    }
    case 'ReviewApplication': {
      if (state.conflicts.has(command.data.expertId)) throw new ApplicationDomainError('EXPERT_CONFLICTED');
      return [{ type: 'ApplicationReviewed', version: 1, data: { applicationId, ...command.data } }];
    }
    case 'DecideApplication': {
      const { outcome, reason, earlyReason, panel, quorum } = command.data;
      const { reviews, needed } = quorumOf(state, panel, quorum);
      if (reviews >= needed) return [{ type: 'ApplicationDecided', version: 1, data: { applicationId, outcome, reason } }];
      if (!earlyReason) throw new ApplicationDomainError('QUORUM_NOT_MET');
      return [
        {
          type: 'ApplicationDecided',
          version: 1,
          data: { applicationId, outcome, reason, beforeQuorum: { reason: earlyReason, reviews, needed } },
        },
      ];
    }
  }
};
