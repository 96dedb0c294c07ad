import type { ButtonHTMLAttributes, ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../hooks/use-hydrated';
import { hasTarget } from '../../lib/links';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ' +
  // A long label wraps on the narrowest phones instead of pushing the page sideways.
  'max-w-full text-center sm:whitespace-nowrap';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  accent: 'bg-accent-400 text-ink-900 hover:bg-accent-300 shadow-sm',
  outline: 'border-2 border-brand-700 text-brand-700 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  light: 'bg-white text-brand-800 hover:bg-brand-50 shadow-sm',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5 text-sm sm:text-base',
  lg: 'px-7 py-3.5 text-base sm:text-lg',
};

export const buttonClasses = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string =>
  cn(base, variants[variant], sizes[size], extra);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A button that works by the page's script, disabled until the page has hydrated: the scripts
 * start after the first paint, and a press before then would do nothing, silently. Once
 * hydrated (and on every page reached by a link) it is a plain button.
 */
export function ScriptButton({ type = 'button', disabled, ...rest }: ComponentProps<'button'>) {
  const hydrated = useHydrated();
  return <button type={type} disabled={!hydrated || disabled} {...rest} />;
}

export function Button({ variant, size, className, ...rest }: ButtonProps) {
  return <ScriptButton className={buttonClasses(variant, size, className)} {...rest} />;
}

export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Leaves the site: opens in a new tab. */
  external?: boolean;
  /** Stays on the site but opens in a new tab (e.g. the facility strip). */
  newTab?: boolean;
  download?: boolean;
  'aria-label'?: string;
}

export function LinkButton({ to, children, variant, size, className, external, newTab, download, ...aria }: LinkButtonProps) {
  const classes = buttonClasses(variant, size, className);
  // A button that would leave for nowhere is not shown.
  if (external && !hasTarget(to)) return null;
  if (external || download) {
    return (
      <a
        href={to}
        className={classes}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...(download ? { download: '' } : {})}
        {...aria}
      >
        {children}
      </a>
    );
  }
  // One of our own pages in a new tab keeps its opener, so the browser copies the tab's session
  // storage to it and the visitor's language choice carries over.
  return (
    <Link to={to} className={classes} {...(newTab ? { target: '_blank', rel: 'opener' } : {})} {...aria}>
      {children}
    </Link>
  );
}
