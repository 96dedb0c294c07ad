import type { FUNDING_SCHEMES } from '@centre/contracts';

/** Shapes of the funding-scheme content. Pure data: a Marathi module mirrors each one. */

export interface FundedStartup {
  logo: string;
  startuptitle: string;
  /** Rupee text as shown, e.g. '₹1,50,000 to ₹2,00,000'. */
  fundAmt: string;
  website: string;
}

export interface PointOfContact {
  name: string;
  email: string;
  phone: string;
}

export interface FundingScheme {
  id: string;
  logo: string;
  title: string;
  description: string;
  /** The scheme's official website (external). */
  website: string;
  /** Our own page about the scheme. */
  page: string;
  /** PDF the 'Check eligibility criteria' button downloads. */
  eligibility: string;
  pointofcontact: PointOfContact;
  fundstartups: readonly FundedStartup[];
}

/**
 * The funding pages' schemes: contracts' `FUNDING_SCHEMES`, each once and in that order, so the
 * application wizard's choice of scheme and these pages name the same five.
 */
export type FundingSchemesInOrder = SchemesIn<typeof FUNDING_SCHEMES>;

type SchemesIn<Ids extends readonly string[]> = { readonly [K in keyof Ids]: FundingScheme & { id: Ids[K] } };

export interface Feature {
  title: string;
  description: string;
}

export interface Step {
  step: number;
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/**
 * A headline figure and what it counts. `stat` may hold words ('Up to ₹1 crore', '18 months'),
 * so it is not called `value` (an identifier key, always taken from English).
 */
export interface Figure {
  stat: string;
  label: string;
}

export interface Person {
  name: string;
  position: string;
  photo: string;
}

export interface ContactPerson extends Person {
  department: string;
  email: string;
}

export interface Group {
  title: string;
  items: readonly string[];
}

export interface SchemeHero {
  title: string;
  tagline: string;
  logo: string;
  image: string;
}

export interface AboutBlock {
  title: string;
  paragraphs: readonly string[];
}
