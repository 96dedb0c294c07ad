import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { cn } from './cn';

/**
 * The controls of a prerendered form, disabled until the page has hydrated: a choice made
 * before the script runs never reaches the form's state and would be silently undone.
 */
export function FormControls({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={cn('m-0 min-w-0 border-0 p-0', className)}>
      {children}
    </fieldset>
  );
}
