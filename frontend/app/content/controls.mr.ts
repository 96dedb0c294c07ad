import type { Edition } from '../lib/i18n';
import type * as english from './controls';

/** Marathi edition of the design system's controls (./controls): only their words. */
export default {
  controls: {
    close: 'बंद करा',
    clearSearch: 'शोध पुसून टाका',
    previous: 'मागील',
    next: 'पुढील',
    pagination: 'पृष्ठे',
    page: (n: string): string => `पृष्ठ ${n}`,
    previousSlide: 'मागील स्लाइड',
    nextSlide: 'पुढील स्लाइड',
    goToSlide: (n: string): string => `स्लाइड ${n} पाहा`,
    slideOf: (n: string, total: string): string => `${total} पैकी ${n}`,
    pause: (what: string): string => `${what} थांबवा`,
    play: (what: string): string => `${what} सुरू करा`,
  },
} satisfies Edition<typeof english>;
