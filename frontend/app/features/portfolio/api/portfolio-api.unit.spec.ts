import { API_PATHS, PORTFOLIO_DEFAULTS } from '@centre/contracts';
import { fetchPortfolio, toPortfolioStartup } from './portfolio-api';

describe('portfolio API', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('fills in the spec defaults and uses the first logo', () => {
    expect(toPortfolioStartup({ id: 'x', fields: {} })).toEqual({
      id: 'x',
      name: PORTFOLIO_DEFAULTS.companyName,
      website: PORTFOLIO_DEFAULTS.websiteLink,
      description: PORTFOLIO_DEFAULTS.description,
      category: PORTFOLIO_DEFAULTS.category,
      logo: '',
      founder: PORTFOLIO_DEFAULTS.founderName,
    });
    expect(toPortfolioStartup({ id: 'y', fields: { 'Company Logo': [{ url: '/a.svg' }, { url: '/b.svg' }] } }).logo).toBe('/a.svg');
  });

  it('reads data.records from GET /api/fetch-data with baseId and tableId, and throws on failure', async () => {
    let called = '';
    globalThis.fetch = (async (url: string) => {
      called = url;
      return { ok: true, status: 200, json: async () => ({ success: true, data: { records: [{ id: 'a', fields: { 'Company Name': 'Alpha' } }] } }) };
    }) as unknown as typeof fetch;
    const list = await fetchPortfolio();
    expect(list.map((s) => s.name)).toEqual(['Alpha']);
    expect(called).toMatch(new RegExp(`^${API_PATHS.fetchData}\\?baseId=.+&tableId=.+`));

    globalThis.fetch = (async () => ({ ok: false, status: 500, json: async () => ({}) })) as unknown as typeof fetch;
    await expect(fetchPortfolio()).rejects.toThrow();
    globalThis.fetch = (async () => ({ ok: true, status: 200, json: async () => ({ success: true }) })) as unknown as typeof fetch;
    await expect(fetchPortfolio()).rejects.toThrow();
  });
});
