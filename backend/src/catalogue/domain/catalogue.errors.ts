/** Why a command on the catalogue was refused: a stable code, and words an admin may read. */
export type CatalogueErrorCode = 'FACILITY_NOT_FOUND' | 'FACILITY_RETIRED' | 'FACILITY_ID_TAKEN' | 'CONCURRENCY_EXHAUSTED';

export const CATALOGUE_ERRORS: Readonly<Record<CatalogueErrorCode, string>> = {
  FACILITY_NOT_FOUND: 'This facility is not in this lab\'s catalogue.',
  FACILITY_RETIRED: 'This facility has been retired: it can no longer be changed.',
  FACILITY_ID_TAKEN: 'A facility with this id already exists. Please try again.',
  CONCURRENCY_EXHAUSTED: 'The catalogue changed while this was saved. Please try again.',
};

export class CatalogueError extends Error {
  constructor(readonly code: CatalogueErrorCode) {
    super(CATALOGUE_ERRORS[code]);
    this.name = new.target.name;
  }
}
