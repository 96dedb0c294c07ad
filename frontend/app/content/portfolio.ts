import { PORTFOLIO_DEFAULTS } from '@centre/contracts';

/**
 * The incubation page's startup portfolio: the texts contracts' messages do not hold and its
 * limits (spec 2 and 9). Pure data; its Marathi edition is ./portfolio.mr.ts.
 */
export const portfolioContent = {
  title: 'Startup Portfolio',
  intro: 'Meet the startups that have grown with us.',
  searchLabel: 'Search startups',
  listLabel: 'Startups',
  pagerLabel: 'Startup portfolio pages',
  foundedBy: (founder: string): string => `Founded by ${founder}`,
  logoAlt: (name: string): string => `${name} logo`,
  countdownLabel: (seconds: number): string => `${seconds}`,
  countdownUnit: 'seconds',
  pageSize: 12,
  maxPageButtons: 7,
  countdownFrom: 20,
  descriptionLimit: 150,
  /** What a card shows for a missing field (spec 3): the API fills in these English words. */
  defaults: {
    companyName: PORTFOLIO_DEFAULTS.companyName,
    description: PORTFOLIO_DEFAULTS.description,
    category: PORTFOLIO_DEFAULTS.category,
    founderName: PORTFOLIO_DEFAULTS.founderName,
  },
} as const;
