import type { ReactNode } from 'react';
import { dayHasPassed } from '../../config/build-info';

const TONES = {
  /** On a dark band (the newsletter's and the festival's heroes). */
  dark: 'mb-3 inline-block rounded-full bg-white/10 px-3 py-1 text-sm text-brand-100',
  /** Above a list on a light band. */
  light: 'mx-auto mb-6 max-w-4xl text-center text-sm text-ink-600',
} as const;

/**
 * What a dated item says once its last day (`ended`, ISO, the centre's calendar) was over when
 * the site was built: it then reads as an archive. Before that day, or with no day set (''),
 * nothing.
 */
export function ArchiveNote({ ended, tone, children }: { ended: string; tone: keyof typeof TONES; children: ReactNode }) {
  return dayHasPassed(ended) ? <p className={TONES[tone]}>{children}</p> : null;
}
