/**
 * The floating language toggle (bottom right). It shows the current language's name; the
 * English/Marathi switching (i18n, session storage) plugs in here.
 */
export function LanguageButton() {
  return (
    <div className="fixed right-4 bottom-4 z-30 sm:right-6 sm:bottom-6">
      <button
        type="button"
        aria-label="Language: English. Switch to Marathi"
        className="flex items-center gap-2 rounded-full bg-brand-700 py-2.5 pr-4 pl-3 text-sm font-semibold text-white shadow-[var(--shadow-lift)] hover:bg-brand-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3Z" />
        </svg>
        English
      </button>
    </div>
  );
}
