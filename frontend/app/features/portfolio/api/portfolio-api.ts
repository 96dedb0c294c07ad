import { API_PATHS, PORTFOLIO_DEFAULTS, type FetchDataResponse, type PortfolioRecord } from '@centre/contracts';

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

const isFetchData = (body: unknown): body is FetchDataResponse =>
  typeof body === 'object' &&
  body !== null &&
  'data' in body &&
  typeof body.data === 'object' &&
  body.data !== null &&
  'records' in body.data &&
  Array.isArray(body.data.records);

/** GET /api/fetch-data; throws on any failure (the section then shows its empty state). */
export const fetchPortfolio = async (signal?: AbortSignal): Promise<PortfolioStartup[]> => {
  const query = new URLSearchParams(RECORD_STORE).toString();
  const response = await fetch(`${API_PATHS.fetchData}?${query}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`Portfolio request failed with ${response.status}`);
  const body: unknown = await response.json();
  if (!isFetchData(body)) throw new Error('Portfolio answer without data.records');
  return body.data.records.map(toPortfolioStartup);
};
