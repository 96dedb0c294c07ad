/**
 * The startup showcase (/startups): the texts contracts' messages do not hold.
 * Pure data; its Marathi edition is ./showcase.mr.ts.
 */
export const showcaseContent = {
  meta: {
    title: 'Startup Showcase',
    description: 'The startups incubated at Sangam Innovation Centre: search them by name or description and filter by category.',
  },
  intro: 'Startups built at the centre, from health and farming to finance and design.',
  searchLabel: 'Search startups by company name or description',
  searchPlaceholder: 'Search by company name or description...',
  categoriesLabel: 'Filter by category',
  all: 'All',
  listLabel: 'Startups',
  logoAlt: (name: string): string => `${name} logo`,
  /** Descriptions longer than this are cut, with See More / See Less. */
  descriptionLimit: 120,
  defaults: { companyName: 'Untitled startup', category: 'Uncategorized', description: '' },
} as const;
