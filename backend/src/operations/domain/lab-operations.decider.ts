import {
  NO_OPERATIONS,
  OPENING_HOURS,
  findLab,
  sameOpeningHours,
  type OpeningHoursSetV1Data,
  evolveLabOperations,
  type ClosureDeclaredV1Data,
  type LabOperationEvent,
  type LabLimitsSetV1Data,
  type LabOperations,
  type NewEvent,
  type OutageDeclaredV1Data,
} from '@centre/contracts';
import { LabOperationsError } from './lab-operations.errors.js';

/**
 * One lab's operations stream (or the centre's) as a pure decider: staff declare closures and
 * outages, lift and end them, and set the lab's limits and opening hours. What is typed was checked by contracts'
 * parsers; the stream judges what only it knows (whether the closure or outage is there, or
 * already over, or the limits already so).
 */

export type LabOperationsCommand =
  | { type: 'DeclareClosure'; data: ClosureDeclaredV1Data }
  | { type: 'LiftClosure'; data: { closureId: string; labId: string | null } }
  | { type: 'DeclareOutage'; data: OutageDeclaredV1Data }
  /** `at`: the centre's time now; the outage ends then. */
  | { type: 'EndOutage'; data: { outageId: string; labId: string; at: string } }
  | { type: 'SetLabLimits'; data: LabLimitsSetV1Data }
  | { type: 'SetOpeningHours'; data: OpeningHoursSetV1Data };

export type LabOperationsDecision =
  | NewEvent<'ClosureDeclared', 1, ClosureDeclaredV1Data>
  | NewEvent<'ClosureLifted', 1, { closureId: string; labId: string | null }>
  | NewEvent<'OutageDeclared', 1, OutageDeclaredV1Data>
  | NewEvent<'OutageEnded', 1, { outageId: string; labId: string; at: string }>
  | NewEvent<'LabLimitsSet', 1, LabLimitsSetV1Data>
  | NewEvent<'OpeningHoursSet', 1, OpeningHoursSetV1Data>;

export const initialState = (): LabOperations => NO_OPERATIONS;

/** The read model's fold (contracts'): the stream's state is what the console lists. */
export const evolve = (state: LabOperations, event: LabOperationEvent): LabOperations => evolveLabOperations(state, event);

export const decide = (command: LabOperationsCommand, state: LabOperations): LabOperationsDecision[] => {
  switch (command.type) {
    case 'DeclareClosure':
      // A repeat (same id) records nothing more.
      return state.closures.some((c) => c.closureId === command.data.closureId) ? [] : [{ type: 'ClosureDeclared', version: 1, data: command.data }];
    case 'LiftClosure':
      if (!state.closures.some((c) => c.closureId === command.data.closureId)) throw new LabOperationsError('OPERATION_NOT_FOUND');
      return [{ type: 'ClosureLifted', version: 1, data: command.data }];
    case 'DeclareOutage':
      return state.outages.some((o) => o.outageId === command.data.outageId) ? [] : [{ type: 'OutageDeclared', version: 1, data: command.data }];
    case 'EndOutage': {
      const outage = state.outages.find((o) => o.outageId === command.data.outageId);
      if (!outage) throw new LabOperationsError('OPERATION_NOT_FOUND');
      if (outage.until <= command.data.at) throw new LabOperationsError('OPERATION_OVER');
      return [{ type: 'OutageEnded', version: 1, data: command.data }];
    }
    case 'SetLabLimits': {
      // Saving the form unchanged records nothing: the stream keeps decisions, not clicks.
      const now = state.limits;
      const next = command.data.limits;
      const same = now !== undefined && (Object.keys(next) as (keyof typeof next)[]).every((k) => now[k] === next[k]);
      return same ? [] : [{ type: 'LabLimitsSet', version: 1, data: command.data }];
    }
    case 'SetOpeningHours': {
      const lab = findLab(command.data.labId);
      if (!lab) throw new LabOperationsError('LAB_NOT_FOUND');
      // Ticking the hours the lab already keeps (set, or the catalogue's) records nothing.
      return sameOpeningHours(state.hours ?? OPENING_HOURS[lab.id], command.data) ? [] : [{ type: 'OpeningHoursSet', version: 1, data: command.data }];
    }
  }
};
