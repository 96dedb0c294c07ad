import {
  evolveQualifications,
  type BookerQualifications,
  type QualificationEvent,
  type QualificationGrantedV1Data,
  type QualificationRevokedV1Data,
  type NewEvent,
} from '@centre/contracts';
import { QualificationError } from './qualification.errors.js';

/**
 * One booker's qualifications (stream `qualifications-{email}`) as a pure decider. Who may
 * decide is the edge's business (staff: reviewers and admins); what was input is contracts'
 * parser's. The state is contracts' one fold, the same the read model keeps.
 */

export type GrantQualification = { type: 'GrantQualification'; data: QualificationGrantedV1Data };
export type RevokeQualification = { type: 'RevokeQualification'; data: QualificationRevokedV1Data };
export type QualificationCommand = GrantQualification | RevokeQualification;

export type QualificationDecision =
  | NewEvent<'QualificationGranted', 1, QualificationGrantedV1Data>
  | NewEvent<'QualificationRevoked', 1, QualificationRevokedV1Data>;

export type QualificationState = BookerQualifications | null;

export const initialState = (): QualificationState => null;

export const evolve = (state: QualificationState, event: QualificationEvent): QualificationState =>
  evolveQualifications(state, event);

export const decide = (command: QualificationCommand, state: QualificationState): QualificationDecision[] => {
  switch (command.type) {
    // A grant always records: granting again renews (a new expiry, a new note, a new date).
    case 'GrantQualification':
      return [{ type: 'QualificationGranted', version: 1, data: command.data }];
    case 'RevokeQualification':
      if (!state?.held[command.data.facilityId]) throw new QualificationError('NOT_QUALIFIED');
      return [{ type: 'QualificationRevoked', version: 1, data: command.data }];
  }
};
