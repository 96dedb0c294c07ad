/**
 * The languages a visitor reads the site in, and so the ones a booker's and an applicant's
 * mails are written in.
 */
export const SITE_LANGUAGES = ['en', 'mr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** What a request made before the site sent its language was made in. */
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';

export const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
