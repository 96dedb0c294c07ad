import { useId, type ReactNode } from 'react';
import { cn } from './cn';

type Level = 1 | 2 | 3 | 4;

export interface HeadingProps {
  level?: Level;
  children: ReactNode;
  id?: string;
  className?: string;
}

const headingSizes: Record<Level, string> = {
  1: 'text-4xl sm:text-5xl lg:text-6xl font-extrabold',
  2: 'text-3xl sm:text-4xl font-bold',
  3: 'text-xl sm:text-2xl font-semibold',
  4: 'text-lg font-semibold',
};

export function Heading({ level = 2, children, id, className }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={cn(headingSizes[level], className)}>
      {children}
    </Tag>
  );
}

export type SectionTone = 'paper' | 'white' | 'brand' | 'tint';

const tones: Record<SectionTone, string> = {
  paper: 'bg-paper text-ink-900',
  white: 'bg-white text-ink-900',
  brand: 'bg-brand-900 text-white',
  tint: 'bg-brand-50 text-ink-900',
};

export interface SectionProps {
  title?: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: SectionTone;
  id?: string;
  children: ReactNode;
  className?: string;
  /** Heading level of the title (2 by default). */
  level?: Level;
  align?: 'start' | 'center';
  /** Used when there is no visible title. */
  'aria-label'?: string;
}

/** A page band: an optional eyebrow, title and intro over the content, in one of the tones. */
export function Section({ title, eyebrow, intro, tone = 'paper', id, children, className, level = 2, align = 'center', ...rest }: SectionProps) {
  const headingId = useId();
  const labelled = title ? { 'aria-labelledby': headingId } : { 'aria-label': rest['aria-label'] };
  return (
    <section id={id} className={cn('py-16 sm:py-20', tones[tone], className)} {...labelled}>
      <div className="container-page">
        {(title || eyebrow || intro) && (
          <header className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
            {eyebrow && (
              <p
                className={cn(
                  'mb-3 text-sm font-semibold tracking-[0.18em] uppercase',
                  tone === 'brand' ? 'text-accent-300' : 'text-brand-600',
                )}
              >
                {eyebrow}
              </p>
            )}
            {title && (
              <Heading level={level} id={headingId}>
                {title}
              </Heading>
            )}
            {intro && <div className={cn('mt-4 text-lg', tone === 'brand' ? 'text-brand-100' : 'text-ink-600')}>{intro}</div>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
