import type { CatalogueLab } from '@centre/contracts';

/**
 * A lab's current catalogue (admins change it on a stream of its own), read from the catalogue
 * read model as a booking request's input, beside its lab-day's operations.
 */
export interface CatalogueLabReader {
  /** Undefined when the read model cannot answer now (its store is down or it is not live). */
  lab(labId: string): Promise<CatalogueLab | undefined>;
}

/** Provided (globally) by the catalogue slice; without it a request is judged by the spec's catalogue. */
export const CATALOGUE_LAB_READER = Symbol('CATALOGUE_LAB_READER');
