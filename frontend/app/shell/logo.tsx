import * as siteContent from '../content/site';
import { useContent } from '../lib/i18n';
import { cn } from '../components/ui/cn';

/** The centre's mark: two streams meeting (sangam) under a spark. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={cn('size-10', className)}>
      <rect width="48" height="48" rx="14" fill="#2f35a0" />
      <path d="M10 34c6-10 10-12 14-12s8 2 14 12" fill="none" stroke="#fbbf3c" strokeWidth="4" strokeLinecap="round" />
      <path d="M10 26c6-6 10-7 14-7s8 1 14 7" fill="none" stroke="#9aa3f5" strokeWidth="3" strokeLinecap="round" opacity=".9" />
      <circle cx="24" cy="12" r="3.5" fill="#fbbf3c" />
    </svg>
  );
}

export function Logo({ inverse = false }: { inverse?: boolean }) {
  const { brand } = useContent('site', siteContent).shell;
  return (
    <span className="flex items-center gap-3">
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className={cn('text-base font-extrabold tracking-tight sm:text-lg', inverse ? 'text-white' : 'text-ink-900')}>
          {brand.first}
        </span>{' '}
        <span className={cn('text-xs font-medium tracking-wide', inverse ? 'text-brand-100' : 'text-ink-600')}>
          {brand.second}
        </span>
      </span>
    </span>
  );
}
