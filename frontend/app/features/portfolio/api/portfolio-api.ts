import { API_PATHS, PORTFOLIO_DEFAULTS, type FetchDataResponse, type PortfolioRecord } from '@centre/contracts';
import { callApi } from '../../../lib/http';

/** One card of the portfolio, with the spec's defaults filled in (spec 3). */
export interface PortfolioStartup {
  id: string;
  name: string;
  website: string;
  description: string;
  category: string;
  /** '' when there is none: the card shows the placeholder image. */
  logo: string;
  founder: string;
}

/** The spec's record-store identifiers; the server accepts and ignores them. */
const RECORD_STORE = { baseId: 'appStartupPortfolio', tableId: 'tblStartups' } as const;

const text = (value: string | undefined, fallback: string): string =>
  value !== undefined && value.trim() !== '' ? value : fallback;

export const toPortfolioStartup = ({ id, fields }: PortfolioRecord): PortfolioStartup => ({
  id,
  name: text(fields['Company Name'], PORTFOLIO_DEFAULTS.companyName),
  website: text(fields['Website Link'], PORTFOLIO_DEFAULTS.websiteLink),
  description: text(fields.Description, PORTFOLIO_DEFAULTS.description),
  category: text(fields.Category, PORTFOLIO_DEFAULTS.category),
  logo: fields['Company Logo']?.[0]?.url ?? '',
  founder: text(fields['Founder Name'], PORTFOLIO_DEFAULTS.founderName),
});

/** GET /api/fetch-data; throws on any failure (the section then shows its empty state). */
export const fetchPortfolio = async (signal?: AbortSignal): Promise<PortfolioStartup[]> => {
  const query = new URLSearchParams(RECORD_STORE).toString();
  const result = await callApi<FetchDataResponse>(`${API_PATHS.fetchData}?${query}`, {
    fallback: 'portfolio.empty',
    ...(signal ? { signal } : {}),
  });
  if (result.kind !== 'ok') throw new Error(`The portfolio could not be read (${result.kind})`);
  return result.body.data.records.map(toPortfolioStartup);
};
