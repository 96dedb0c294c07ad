import type {
  ApplicationConflictView,
  ApplicationDecisionView,
  ApplicationEvent,
  ApplicationReviewView,
  ApplicationSubmissionView,
  Actor,
  RecordedEvent,
} from '@centre/contracts';
import type { DocumentLayout } from '../../engine/projection.js';

/** An application with everything that happened to it since its submission. */
export interface ApplicationDocument {
  /** The submission's place in the log: lists are newest first. */
  position: number;
  /** The last event applied: the same event again changes nothing. */
  lastPosition: number;
  application: ApplicationSubmissionView;
  conflicts: ApplicationConflictView[];
  /** One per expert, the latest. */
  reviews: ApplicationReviewView[];
  decision: ApplicationDecisionView | null;
}

/** Every application, and those still waiting for a decision (the experts' queues read these). */
export const ALL_APPLICATIONS = 'all';
export const OPEN_APPLICATIONS = 'open';
/** Decided applications by the instant of their decision (ms): the decks' retention reads it. */
export const DECIDED_APPLICATIONS = 'decided';

export const applicationReviewDocument = (applicationId: string): string => applicationId;

export const applicationReviewDocumentId = ({ event }: RecordedEvent<ApplicationEvent>): string => event.data.applicationId;

const emailOf = (actor: Actor): string => (actor.kind === 'user' ? actor.email : actor.kind);

/** Pure; events at or before the last one applied leave the document as it is. */
export const evolveApplication = (document: ApplicationDocument | null, recorded: RecordedEvent<ApplicationEvent>): ApplicationDocument | null => {
  const { event, position } = recorded;
  if (event.type === 'StartupApplicationSubmitted') {
    return (
      document ?? {
        position,
        lastPosition: position,
        application: { ...event.data, submittedAt: event.occurredAt },
        conflicts: [],
        reviews: [],
        decision: null,
      }
    );
  }
  // The submission opens every stream; an event without it is not this projection's to show.
  if (document === null || position <= document.lastPosition) return document;
  const next = { ...document, lastPosition: position };
  switch (event.type) {
    case 'ApplicationConflictDeclared':
      return {
        ...next,
        conflicts: [
          ...document.conflicts,
          { expertId: event.data.expertId, expertEmail: emailOf(event.actor), reason: event.data.reason, declaredAt: event.occurredAt },
        ],
      };
    case 'ApplicationReviewed': {
      const { expertId, scores, recommendation, comment } = event.data;
      const review: ApplicationReviewView = { expertId, expertEmail: emailOf(event.actor), scores, recommendation, comment, reviewedAt: event.occurredAt };
      return { ...next, reviews: [...document.reviews.filter((r) => r.expertId !== expertId), review] };
    }
    case 'ApplicationDecided': {
      const { outcome, reason, beforeQuorum } = event.data;
      return {
        ...next,
        decision: { outcome, reason, ...(beforeQuorum && { beforeQuorum }), decidedAt: event.occurredAt, decidedBy: emailOf(event.actor) },
      };
    }
  }
};

export const applicationsLayout: DocumentLayout<ApplicationDocument> = {
  encode: (document) => JSON.stringify(document),
  decode: (_id, encoded) => JSON.parse(encoded) as ApplicationDocument,
  indexes: (document) => [
    { index: ALL_APPLICATIONS, score: document.position },
    document.decision === null
      ? { index: OPEN_APPLICATIONS, score: document.position }
      : { index: DECIDED_APPLICATIONS, score: Date.parse(document.decision.decidedAt) },
  ],
};
