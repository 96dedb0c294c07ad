import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'article' | 'div' | 'li' | 'section';
  interactive?: boolean;
}

export function Card({ as: Tag = 'article', interactive, className, ...rest }: CardProps) {
  return (
    <Tag
      className={cn(
        'overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-ink-100',
        interactive && 'transition-shadow duration-300 hover:shadow-[var(--shadow-lift)] focus-within:shadow-[var(--shadow-lift)]',
        className,
      )}
      {...rest}
    />
  );
}
