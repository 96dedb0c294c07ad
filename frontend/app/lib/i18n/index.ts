export { currentLanguage, i18n, storedLanguage, switchLanguage } from './i18n';
export {
  DEFAULT_LANGUAGE,
  INTL_LOCALES,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  isLanguage,
  otherLanguage,
  type Language,
} from './languages';
export { formatters, useFormat, type Formatters } from './format';
export { localize, useContent, useLanguage } from './use-content';
export type { Edition } from './texts';
export { useMessage } from './use-message';
