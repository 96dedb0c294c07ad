/**
 * The incubation page's startup portfolio: the texts contracts' messages do not hold and its
 * limits (spec 2 and 9). Pure data: a Marathi edition of this module joins later.
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
  /** The spec's record-store identifiers; the server accepts and ignores them. */
  recordStore: { baseId: 'appStartupPortfolio', tableId: 'tblStartups' },
} as const;
