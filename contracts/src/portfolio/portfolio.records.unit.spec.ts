import { startupRecords, toStartupRecord } from './portfolio.records.js';
import type { PortfolioStartup } from './portfolio.seed.js';

const startup = (over: Partial<PortfolioStartup> = {}): PortfolioStartup => ({
  slug: 'jal-setu',
  companyName: 'JalSetu',
  founderName: 'Vikram Rathod',
  category: 'AgriTech',
  description: 'Drip irrigation controllers.',
  hasLogo: true,
  ...over,
});

describe('toStartupRecord', () => {
  it('spells one startup both ways, the portfolio’s and the showcase’s', () => {
    const logo = [{ url: '/images/startups/jal-setu.svg', filename: 'jal-setu.svg' }];
    expect(toStartupRecord(startup())).toEqual({
      id: 'startup-jal-setu',
      fields: {
        'Company Name': 'JalSetu',
        'Website Link': 'https://jal-setu.example',
        Description: 'Drip irrigation controllers.',
        Category: 'AgriTech',
        'Company Logo': logo,
        'Startup Image': logo,
        'Founder Name': 'Vikram Rathod',
        CompanyName: 'JalSetu',
        CompanyLogo: logo,
        WebsiteLinks: 'https://jal-setu.example',
      },
    });
  });

  it('leaves the logo fields out when there is no logo, so the cards show their placeholder', () => {
    const { fields } = toStartupRecord(startup({ hasLogo: false }));
    expect(fields).not.toHaveProperty('Company Logo');
    expect(fields).not.toHaveProperty('Startup Image');
    expect(fields).not.toHaveProperty('CompanyLogo');
  });
});

describe('startupRecords', () => {
  it('sorts by company name, ignoring case', () => {
    const records = startupRecords([
      startup({ slug: 'b', companyName: 'bamboo' }),
      startup({ slug: 'a', companyName: 'Aarogya' }),
      startup({ slug: 'c', companyName: 'Charge' }),
    ]);
    expect(records.map((r) => r.id)).toEqual(['startup-a', 'startup-b', 'startup-c']);
  });
});
