import type { ApplicationEvent, RubricScores, StartupApplicationSubmitted } from '@centre/contracts';
import { ApplicationDomainError, type ApplicationErrorCode } from './application.errors.js';
import {
  decide,
  evolve,
  initialState,
  quorumOf,
  type ApplicationCommand,
  type ApplicationDecision,
  type ApplicationState,
} from './application.decider.js';

const APP = 'a-1';
const SCORES: RubricScores = { team: 4, problem: 5, solution: 3, market: 4, traction: 2, fit: 5 };

const envelope = <E extends ApplicationEvent>(event: Pick<E, 'type' | 'data'>): ApplicationEvent =>
  ({
    ...event,
    version: 1,
    eventId: `e-${Math.random()}`,
    occurredAt: '2026-11-21T06:30:00.000Z',
    actor: { kind: 'visitor' },
    correlationId: 'c',
  }) as ApplicationEvent;

const submitted = (): ApplicationEvent =>
  envelope<StartupApplicationSubmitted>({
    type: 'StartupApplicationSubmitted',
    data: { applicationId: APP, companyName: 'Krishi Drishti' } as StartupApplicationSubmitted['data'],
  });
const stamp = (decision: ApplicationDecision): ApplicationEvent => envelope(decision as Pick<ApplicationEvent, 'type' | 'data'>);
const reviewed = (expertId: string): ApplicationEvent =>
  stamp({ type: 'ApplicationReviewed', version: 1, data: { applicationId: APP, expertId, scores: SCORES, recommendation: 'accept', comment: '' } });
const conflicted = (expertId: string): ApplicationEvent =>
  stamp({ type: 'ApplicationConflictDeclared', version: 1, data: { applicationId: APP, expertId, reason: 'My cousin' } });
const decided = (): ApplicationEvent =>
  stamp({ type: 'ApplicationDecided', version: 1, data: { applicationId: APP, outcome: 'accepted', reason: 'Strong team' } });

const review = (expertId: string, scores: RubricScores = SCORES): ApplicationCommand => ({
  type: 'ReviewApplication',
  data: { expertId, scores, recommendation: 'maybe', comment: 'Promising' },
});
const conflict = (expertId: string): ApplicationCommand => ({ type: 'DeclareConflict', data: { expertId, reason: 'I advise them' } });
const decision = (panel: string[], quorum = 12, earlyReason?: string): ApplicationCommand => ({
  type: 'DecideApplication',
  data: { outcome: 'waitlisted', reason: 'Come back with traction', panel, quorum, ...(earlyReason && { earlyReason }) },
});

const given = (...events: ApplicationEvent[]): ApplicationState => events.reduce(evolve, initialState());
const refusal = (command: ApplicationCommand, state: ApplicationState): ApplicationErrorCode => {
  try {
    decide(command, state);
  } catch (error: unknown) {
    if (error instanceof ApplicationDomainError) return error.code;
    throw error;
  }
  throw new Error('the command was accepted');
};

const panelOf = (n: number): string[] => Array.from({ length: n }, (_, i) => `x-${i + 1}`);

describe('the application decider', () => {
  describe('reviews', () => {
    it('given a submitted application, when an expert reviews, then the review is recorded with the expert', () => {
      expect(decide(review('x-1'), given(submitted()))).toEqual([
        {
          type: 'ApplicationReviewed',
          version: 1,
          data: { applicationId: APP, expertId: 'x-1', scores: SCORES, recommendation: 'maybe', comment: 'Promising' },
        },
      ]);
    });

    it('given a review, when the same expert reviews again before the decision, then the new review is recorded (an edit)', () => {
      const edited = { ...SCORES, traction: 4 };
      const [event] = decide(review('x-1', edited), given(submitted(), reviewed('x-1')));
      expect(event).toMatchObject({ type: 'ApplicationReviewed', data: { expertId: 'x-1', scores: edited } });
    });

    it('given a decision, when an expert edits their review, then it is refused', () => {
      expect(refusal(review('x-1'), given(submitted(), reviewed('x-1'), decided()))).toBe('APPLICATION_DECIDED');
    });

    it('given no submission, when an expert reviews, then the application is not found', () => {
      expect(refusal(review('x-1'), given())).toBe('APPLICATION_NOT_FOUND');
    });
  });

  describe('conflicts', () => {
    it('given a submitted application, when an expert declares a conflict, then it is recorded with the reason', () => {
      expect(decide(conflict('x-2'), given(submitted()))).toEqual([
        { type: 'ApplicationConflictDeclared', version: 1, data: { applicationId: APP, expertId: 'x-2', reason: 'I advise them' } },
      ]);
    });

    it('given a declared conflict, when the expert reviews, then it is refused', () => {
      expect(refusal(review('x-2'), given(submitted(), conflicted('x-2')))).toBe('EXPERT_CONFLICTED');
    });

    it('given a declared conflict, when it is declared again, then nothing more is recorded', () => {
      expect(decide(conflict('x-2'), given(submitted(), conflicted('x-2')))).toEqual([]);
    });

    it('given a review, when its expert declares a conflict, then it is refused', () => {
      expect(refusal(conflict('x-1'), given(submitted(), reviewed('x-1')))).toBe('ALREADY_REVIEWED');
    });

    it('given a conflict, then that expert leaves the quorum of a small panel', () => {
      const state = given(submitted(), conflicted('x-3'), reviewed('x-1'), reviewed('x-2'));
      expect(quorumOf(state, panelOf(3), 12)).toEqual({ reviews: 2, needed: 2 });
      expect(decide(decision(panelOf(3)), state)).toEqual([
        { type: 'ApplicationDecided', version: 1, data: { applicationId: APP, outcome: 'waitlisted', reason: 'Come back with traction' } },
      ]);
    });
  });

  describe('the quorum', () => {
    it('given 11 of 12 reviews on a panel of 15, when an admin decides without a reason, then it is refused', () => {
      const state = given(submitted(), ...panelOf(11).map(reviewed));
      expect(quorumOf(state, panelOf(15), 12)).toEqual({ reviews: 11, needed: 12 });
      expect(refusal(decision(panelOf(15)), state)).toBe('QUORUM_NOT_MET');
    });

    it('given 12 reviews on a panel of 15, when an admin decides, then the decision is recorded', () => {
      const [event] = decide(decision(panelOf(15)), given(submitted(), ...panelOf(12).map(reviewed)));
      expect(event).toEqual({
        type: 'ApplicationDecided',
        version: 1,
        data: { applicationId: APP, outcome: 'waitlisted', reason: 'Come back with traction' },
      });
    });

    it('given a panel of 3 with 3 reviews, the quorum is every expert (fewer than 12)', () => {
      expect(decide(decision(panelOf(3)), given(submitted(), ...panelOf(3).map(reviewed)))).toHaveLength(1);
      expect(refusal(decision(panelOf(3)), given(submitted(), ...panelOf(2).map(reviewed)))).toBe('QUORUM_NOT_MET');
    });

    it('counts only reviews of the panel: a disabled expert’s review does not make the quorum', () => {
      const state = given(submitted(), reviewed('gone'), reviewed('x-1'));
      expect(quorumOf(state, panelOf(2), 12)).toEqual({ reviews: 1, needed: 2 });
    });

    it('uses a configured quorum (2) on a larger panel', () => {
      expect(decide(decision(panelOf(3), 2), given(submitted(), reviewed('x-1'), reviewed('x-2')))).toHaveLength(1);
    });

    it('given no expert left without a conflict, a decision needs a stated reason', () => {
      expect(refusal(decision(['x-1']), given(submitted(), conflicted('x-1')))).toBe('QUORUM_NOT_MET');
    });
  });

  describe('an early decision', () => {
    it('given 1 of 12 reviews, when an admin decides with a stated reason, then the decision records the reason and the count', () => {
      const [event] = decide(decision(panelOf(15), 12, 'The founders withdrew'), given(submitted(), reviewed('x-1')));
      expect(event).toEqual({
        type: 'ApplicationDecided',
        version: 1,
        data: {
          applicationId: APP,
          outcome: 'waitlisted',
          reason: 'Come back with traction',
          beforeQuorum: { reason: 'The founders withdrew', reviews: 1, needed: 12 },
        },
      });
    });
  });

  describe('one decision only', () => {
    it('given a decision, when an admin decides again, then it is refused', () => {
      const state = given(submitted(), ...panelOf(3).map(reviewed), decided());
      expect(refusal(decision(panelOf(3)), state)).toBe('APPLICATION_DECIDED');
      expect(refusal(decision(panelOf(3), 12, 'again'), state)).toBe('APPLICATION_DECIDED');
    });

    it('given a decision, when an expert declares a conflict, then it is refused', () => {
      expect(refusal(conflict('x-9'), given(submitted(), decided()))).toBe('APPLICATION_DECIDED');
    });
  });
});
