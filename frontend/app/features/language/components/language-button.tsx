import { useEffect, useState } from 'react';
import * as siteContent from '../../../content/site';
import {
  otherLanguage,
  storedLanguage,
  switchLanguage,
  useContent,
  useLanguage,
} from '../../../lib/i18n';
import { ScriptButton } from '../../../components/ui/button';

/**
 * The floating language toggle (bottom right). It shows the current language's own name and
 * switches the whole site to the other language at once, without a reload; the choice is kept
 * for the tab (session storage) and restored when a page of the site opens.
 */
export function LanguageButton() {
  const { shell } = useContent('site', siteContent);
  const language = useLanguage();
  const other = otherLanguage(language);
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    const stored = storedLanguage();
    if (stored && stored !== language) void switchLanguage(stored);
    // Restoring happens once, after the prerendered English page has hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggle = (): void => {
    setSwitching(true);
    switchLanguage(other).finally(() => setSwitching(false));
  };

  return (
    <div className="fixed right-4 bottom-4 z-30 sm:right-6 sm:bottom-6">
      <ScriptButton
        type="button"
        onClick={toggle}
        aria-busy={switching || undefined}
        aria-label={shell.languageSwitch(
          shell.languageNamesInText[language],
          shell.languageNamesInText[other],
        )}
        lang={language}
        className="flex items-center gap-2 rounded-full bg-brand-700 py-2.5 pr-4 pl-3 text-sm font-semibold text-white shadow-[var(--shadow-lift)] hover:bg-brand-800"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3Z" />
        </svg>
        {shell.languageNames[language]}
      </ScriptButton>
    </div>
  );
}
