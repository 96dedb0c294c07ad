import type { Catalogue, CatalogueLab, Lab } from '@centre/contracts';

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

/**
 * The whole current catalogue as this process keeps it (re-read at most every 2 s, at once after
 * a change it projected): what lists of facilities read (the week's grid rows, an availability
 * check's names), never what a booking is decided on. Never fails: the last catalogue read.
 */
export interface CurrentCatalogueReader {
  current(): Promise<Catalogue>;
  /** What can be booked (`bookableLab`), the same objects until the catalogue changes. */
  bookable(): Promise<readonly Lab[]>;
}

/** Provided (globally) by the catalogue slice; without it the spec's catalogue lists. */
export const CURRENT_CATALOGUE = Symbol('CURRENT_CATALOGUE');
