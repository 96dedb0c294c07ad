import { useCallback, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../config/paths';
import * as siteContent from '../content/site';
import { useContent } from '../lib/i18n';
import { useDismiss } from '../hooks/use-dismiss';
import { LinkButton, ScriptButton } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }): string =>
  cn(
    'rounded-full px-3 py-2 text-[0.94rem] font-medium transition-colors xl:px-3.5',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
  );

/** Programs: opens on hover, focus or click; closes on a click outside, Escape or leaving it. */
function ProgramsMenu() {
  const { programsNav } = useContent('site', siteContent);
  // The panel remembers the page it was opened on, so any navigation closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean): void => setOpenOn(value ? pathname : null);
  const root = useRef<HTMLLIElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpenOn(null), []);
  useDismiss(root, open, close);
  const active = pathname.startsWith('/programs/');

  return (
    <li
      ref={root}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <ScriptButton
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => {
          // A pointer already opened the panel on hover, so a click keeps it open; the
          // keyboard (detail 0) toggles it.
          setOpen(event.detail === 0 ? !open : true);
        }}
        className={cn(
          'flex items-center gap-1 rounded-full px-3 py-2 text-[0.94rem] font-medium transition-colors xl:px-3.5',
          open || active ? 'bg-brand-50 text-brand-700' : 'text-ink-700 hover:bg-ink-100',
        )}
      >
        {programsNav.label}
        <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('size-4 transition-transform', open && 'rotate-180')} fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </ScriptButton>
      <div id={panelId} hidden={!open} className="absolute top-full right-0 z-50 pt-3">
        <div className="w-72 rounded-2xl bg-white p-3 shadow-[var(--shadow-lift)] ring-1 ring-ink-100">
          {programsNav.heading && (
            <Link
              to={programsNav.heading.to}
              onClick={close}
              className="block rounded-xl px-3 py-2 text-xs font-bold tracking-[0.16em] text-brand-700 uppercase hover:bg-brand-50"
            >
              {programsNav.heading.label}
            </Link>
          )}
          <ul className="mt-1">
            {programsNav.links.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={close} className="block rounded-xl px-3 py-2.5 font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-700">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}

export function SiteHeader() {
  const { bookingLink, mainNav, shell } = useContent('site', siteContent);
  // No backdrop-filter on the header: it would become the containing block of the fixed
  // full-screen mobile menu.
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white">
      <div className="container-page flex h-18 items-center justify-between gap-4 py-3">
        <Link to={paths.home} className="shrink-0 rounded-lg">
          <Logo />
          <span className="sr-only"> {shell.homeLink}</span>
        </Link>
        <nav aria-label={shell.mainNavLabel} className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <ProgramsMenu />
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <LinkButton to={bookingLink.to} variant="accent" size="sm">
              {bookingLink.label}
            </LinkButton>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
