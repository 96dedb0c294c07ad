export { LanguageButton } from './components/language-button';
