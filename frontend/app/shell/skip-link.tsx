import * as siteContent from '../content/site';
import { useContent } from '../lib/i18n';

export function SkipLink() {
  const { shell } = useContent('site', siteContent);
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-full bg-accent-400 px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {shell.skipToContent}
    </a>
  );
}
