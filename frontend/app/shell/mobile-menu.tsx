import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import * as siteContent from '../content/site';
import type { NavGroup } from '../content/site';
import { useContent } from '../lib/i18n';
import { ScriptButton, buttonClasses } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { Logo } from './logo';

function MenuGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <li className="border-b border-ink-100">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        className="flex w-full items-center justify-between py-4 text-left text-lg font-semibold"
      >
        {group.label}
        <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('size-5 text-brand-700 transition-transform', expanded && 'rotate-180')} fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={id} hidden={!expanded} className="pb-3 pl-3">
        {group.heading && (
          <li>
            <Link to={group.heading.to} onClick={onNavigate} className="block py-2 text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">
              {group.heading.label}
            </Link>
          </li>
        )}
        {group.links.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={onNavigate} className="block py-2 text-ink-700 hover:text-brand-700">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The phone menu: a full-screen sheet with collapsible groups. Esc or a link closes it. */
export function MobileMenu() {
  const { bookingLink, labsNav, mainNav, programsNav, shell } = useContent('site', siteContent);
  // The menu remembers the page it was opened on, so any navigation closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean): void => setOpenOn(value ? pathname : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenOn(null), []);

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const simpleLinks = mainNav.filter((item) => item.to !== labsNav.heading?.to);

  return (
    <div className="lg:hidden">
      <ScriptButton
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={shell.openMenu}
        onClick={() => setOpen(true)}
        className="grid size-11 place-items-center rounded-full text-ink-900 hover:bg-ink-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </ScriptButton>
      <div
        id={menuId}
        hidden={!open}
        role="dialog"
        aria-modal="true"
        aria-label={shell.siteMenu}
        className="fixed inset-0 z-[60] flex flex-col overflow-y-auto bg-white"
      >
        <div className="container-page flex h-18 shrink-0 items-center justify-between border-b border-ink-100 py-3">
          <Logo />
          <button
            ref={closeRef}
            type="button"
            aria-label={shell.closeMenu}
            onClick={() => {
              setOpen(false);
              toggleRef.current?.focus();
            }}
            className="grid size-11 place-items-center rounded-full text-ink-900 hover:bg-ink-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <nav aria-label={shell.mobileNavLabel} className="container-page flex-1 py-4">
          <ul>
            {simpleLinks.map((item) => (
              <li key={item.to} className="border-b border-ink-100">
                <Link to={item.to} onClick={close} className="block py-4 text-lg font-semibold hover:text-brand-700">
                  {item.label}
                </Link>
              </li>
            ))}
            <MenuGroup group={labsNav} onNavigate={close} />
            <MenuGroup group={programsNav} onNavigate={close} />
          </ul>
          <Link to={bookingLink.to} onClick={close} className={buttonClasses('accent', 'lg', 'mt-8 w-full')}>
            {bookingLink.label}
          </Link>
        </nav>
      </div>
    </div>
  );
}
