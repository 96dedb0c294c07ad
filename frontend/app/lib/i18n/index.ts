export { currentLanguage, storedLanguage, switchLanguage, useLanguage } from './language-store';
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
export { provideEditions, type ContentNamespace, type ContentNamespaces, type EditionTable } from './editions';
export { formatters, useFormat, type Formatters } from './format';
export { localize, useContent } from './use-content';
export { notice, noticeOf, useMessage, useMessages, type Notice, type ShowMessage } from './use-message';
export type { Edition } from './texts';
