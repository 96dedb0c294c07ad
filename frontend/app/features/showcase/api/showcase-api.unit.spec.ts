import { PORTFOLIO_SEED, startupRecords } from '@centre/contracts';
import { fetchShowcase, toShowcaseStartups } from './showcase-api';

describe('showcase API', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads the showcase fields of the records, sorted by company name', async () => {
    globalThis.fetch = (async () => ({
      ok: true,
      status: 200,
      json: async () => ({
        success: true,
        data: {
          records: [
            { id: '2', fields: { CompanyName: 'zeta', Category: 'Design', Description: 'Z', WebsiteLinks: 'https://z.example' } },
            { id: '1', fields: { CompanyName: 'Alpha', CompanyLogo: [{ url: '/a.svg' }] } },
          ],
        },
      }),
    })) as unknown as typeof fetch;
    const list = await fetchShowcase();
    expect(list).toEqual([
      { id: '1', companyName: 'Alpha', category: 'Uncategorized', description: '', logo: '/a.svg', website: '' },
      { id: '2', companyName: 'zeta', category: 'Design', description: 'Z', logo: '', website: 'https://z.example' },
    ]);
  });

  it("makes the prerendered cards from the portfolio's own records, sorted as the answer is", () => {
    const cards = toShowcaseStartups(startupRecords(PORTFOLIO_SEED));
    expect(cards).toHaveLength(PORTFOLIO_SEED.length);
    const names = cards.map((card) => card.companyName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const jalSetu = PORTFOLIO_SEED.find((startup) => startup.slug === 'jal-setu');
    expect(cards.find((card) => card.id === 'startup-jal-setu')).toEqual({
      id: 'startup-jal-setu',
      companyName: jalSetu?.companyName,
      category: jalSetu?.category,
      description: jalSetu?.description,
      logo: jalSetu?.hasLogo ? '/images/startups/jal-setu.svg' : '',
      website: 'https://jal-setu.example',
    });
  });

  it('throws on a non-ok answer', async () => {
    globalThis.fetch = (async () => ({ ok: false, status: 503, json: async () => ({}) })) as unknown as typeof fetch;
    await expect(fetchShowcase()).rejects.toThrow();
  });
});
