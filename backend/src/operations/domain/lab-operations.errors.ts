/** Why a command on a lab's operations was refused: a stable code, and words staff may read. */
export type LabOperationsErrorCode = 'OPERATION_NOT_FOUND' | 'OPERATION_OVER' | 'CONCURRENCY_EXHAUSTED' | 'LAB_NOT_FOUND';

export const LAB_OPERATIONS_ERRORS: Readonly<Record<LabOperationsErrorCode, string>> = {
  OPERATION_NOT_FOUND: 'This closure or outage is not (or no longer) in force.',
  OPERATION_OVER: 'This outage is already over.',
  CONCURRENCY_EXHAUSTED: 'The lab\'s operations changed while this was saved. Please try again.',
  LAB_NOT_FOUND: 'There is no such lab.',
};

export class LabOperationsError extends Error {
  constructor(readonly code: LabOperationsErrorCode) {
    super(LAB_OPERATIONS_ERRORS[code]);
    this.name = new.target.name;
  }
}
