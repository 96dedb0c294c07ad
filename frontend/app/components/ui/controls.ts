/**
 * The words of the design system's own controls (carousels, pagers, dialogs, search boxes), in
 * English. They belong to the controls, so the kit needs no page's content; their Marathi
 * edition is the 'controls' namespace (app/content/controls.mr.ts), found through lib/i18n.
 */
export const controls = {
  close: 'Close',
  clearSearch: 'Clear search',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  page: (n: string): string => `Page ${n}`,
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: (n: string): string => `Go to slide ${n}`,
  slideOf: (n: string, total: string): string => `${n} of ${total}`,
  pause: (what: string): string => `Pause ${what}`,
  play: (what: string): string => `Play ${what}`,
} as const;
