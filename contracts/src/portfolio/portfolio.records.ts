import type { StartupRecord } from '../http/api.js';
import type { PortfolioStartup } from './portfolio.seed.js';

/** Where the site serves the startups' logos (frontend/public/images/startups). */
export const STARTUP_IMAGES_PATH = '/images/startups';

export const logoUrl = (slug: string): string => `${STARTUP_IMAGES_PATH}/${slug}.svg`;
export const websiteUrl = (slug: string): string => `https://${slug}.example`;

export const toStartupRecord = (startup: PortfolioStartup): StartupRecord => {
  const logo = startup.hasLogo ? [{ url: logoUrl(startup.slug), filename: `${startup.slug}.svg` }] : undefined;
  const website = websiteUrl(startup.slug);
  return {
    id: `startup-${startup.slug}`,
    fields: {
      'Company Name': startup.companyName,
      'Website Link': website,
      Description: startup.description,
      Category: startup.category,
      ...(logo ? { 'Company Logo': logo, 'Startup Image': logo } : {}),
      'Founder Name': startup.founderName,
      CompanyName: startup.companyName,
      ...(logo ? { CompanyLogo: logo } : {}),
      WebsiteLinks: website,
    },
  };
};

/** Sorted by company name, as the showcase sorted its records. */
export const startupRecords = (startups: readonly PortfolioStartup[]): StartupRecord[] =>
  [...startups]
    .sort((a, b) => a.companyName.localeCompare(b.companyName, 'en', { sensitivity: 'base' }))
    .map(toStartupRecord);
