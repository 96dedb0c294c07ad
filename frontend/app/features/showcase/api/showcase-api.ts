import { API_PATHS, type FetchDataResponse, type ShowcaseRecord } from '@centre/contracts';
import { showcaseContent } from '../../../content/showcase';
import { callApi } from '../../../lib/http';

/** One showcase card, read from the showcase's spelling of the fields (spec 3). */
export interface ShowcaseStartup {
  id: string;
  companyName: string;
  category: string;
  description: string;
  /** '' when there is none: the card shows the placeholder image. */
  logo: string;
  /** '' when there is none: no Visit Website link. */
  website: string;
}

const text = (value: string | undefined, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

export const toShowcaseStartup = ({ id, fields }: ShowcaseRecord): ShowcaseStartup => ({
  id,
  companyName: text(fields.CompanyName, showcaseContent.defaults.companyName),
  category: text(fields.Category, showcaseContent.defaults.category),
  description: text(fields.Description, showcaseContent.defaults.description),
  logo: fields.CompanyLogo?.[0]?.url ?? '',
  website: text(fields.WebsiteLinks, ''),
});

/** The showcase's cards of these records, sorted by company name as the spec's call sorted them. */
export const toShowcaseStartups = (records: readonly ShowcaseRecord[]): ShowcaseStartup[] =>
  records.map(toShowcaseStartup).sort((a, b) => a.companyName.localeCompare(b.companyName, 'en', { sensitivity: 'base' }));

/**
 * The showcase reads the portfolio's records from our own backend (DESIGN.md 9), in the
 * showcase's field names, sorted by company name as the spec's call sorted them.
 */
export const fetchShowcase = async (signal?: AbortSignal): Promise<ShowcaseStartup[]> => {
  const result = await callApi<FetchDataResponse>(API_PATHS.fetchData, {
    fallback: 'showcase.failed',
    ...(signal ? { signal } : {}),
  });
  if (result.kind !== 'ok') throw new Error(`The showcase could not be read (${result.kind})`);
  return toShowcaseStartups(result.body.data.records);
};
