import type { ReactNode } from 'react';
import { LanguageButton } from '../features/language';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** Header, secondary top bar, footer and the floating language button around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TopBar />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <SiteFooter />
      <LanguageButton />
    </>
  );
}
