import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from '@centre/contracts';

/**
 * The site's two languages, what the language button calls them and how Intl knows them.
 * Defined in contracts, because a booking and an application record the language their mails
 * are written in.
 */
export const LANGUAGES = SITE_LANGUAGES;
export type Language = SiteLanguage;

export const DEFAULT_LANGUAGE: Language = DEFAULT_SITE_LANGUAGE;

/** Each language's own name for itself: what the floating button shows. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  mr: 'मराठी',
};

/** BCP 47 tags for Intl (dates, times and numbers as Indian readers expect them). */
export const INTL_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-IN',
  mr: 'mr-IN',
};

/**
 * The digits each language writes numbers in (Unicode numbering systems): Marathi its own
 * Devanagari digits, English the Latin ones, which are the ASCII digits themselves.
 */
export const NUMBERING_SYSTEMS: Readonly<Record<Language, 'latn' | 'deva'>> = {
  en: 'latn',
  mr: 'deva',
};

/** The session-storage key that keeps a visitor's choice for the tab (spec 4, language toggle). */
export const LANGUAGE_STORAGE_KEY = 'website-language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'mr' : 'en');
