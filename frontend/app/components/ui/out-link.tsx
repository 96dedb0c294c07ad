import type { ReactNode } from 'react';
import { hasTarget } from '../../lib/links';

export interface OutLinkProps {
  href: string | undefined;
  children: ReactNode;
  className?: string;
  /** Spoken after the text of a real link ("opens in a new tab"). */
  newTabNote?: string;
  'aria-label'?: string;
}

/**
 * A link that leaves the site, opened in a new tab, or (when its target goes nowhere: not
 * filled in yet, a reserved host, a test DOI) the same content as plain text, so a visitor never
 * follows a dead link.
 */
export function OutLink({ href, children, className, newTabNote, ...aria }: OutLinkProps) {
  if (!hasTarget(href)) return <span className={className}>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...aria}>
      {children}
      {newTabNote && <span className="sr-only"> {newTabNote}</span>}
    </a>
  );
}
