import { API_PATHS, type ShowcaseRecord } from '@centre/contracts';
import { showcaseContent } from '../../../content/showcase';

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

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

export const toShowcaseStartup = ({ id, fields }: ShowcaseRecord): ShowcaseStartup => ({
  id,
  companyName: text(fields.CompanyName, showcaseContent.defaults.companyName),
  category: text(fields.Category, showcaseContent.defaults.category),
  description: text(fields.Description, showcaseContent.defaults.description),
  logo: fields.CompanyLogo?.[0]?.url ?? '',
  website: text(fields.WebsiteLinks, ''),
});

const recordsOf = (body: unknown): ShowcaseRecord[] | undefined => {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('records' in data) || !Array.isArray(data.records)) return undefined;
  return data.records.filter(
    (record: unknown): record is ShowcaseRecord =>
      typeof record === 'object' && record !== null && 'id' in record && 'fields' in record && typeof record.fields === 'object',
  );
};

/**
 * The showcase reads the portfolio's records from our own backend (DESIGN.md 9), in the
 * showcase's field names, sorted by company name as the spec's call sorted them.
 */
export const fetchShowcase = async (signal?: AbortSignal): Promise<ShowcaseStartup[]> => {
  const response = await fetch(API_PATHS.fetchData, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`Showcase request failed with ${response.status}`);
  const records = recordsOf(await response.json());
  if (!records) throw new Error('Showcase answer without records');
  return records
    .map(toShowcaseStartup)
    .sort((a, b) => a.companyName.localeCompare(b.companyName, 'en', { sensitivity: 'base' }));
};
