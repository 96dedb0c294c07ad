import type { StatusTone } from '@centre/contracts';

/** A status badge's colours, by the tone contracts gives each booking status. */
export const STATUS_TONE_CLASSES: Record<StatusTone, string> = {
  green: 'bg-green-100 text-green-900 ring-green-700/30',
  red: 'bg-red-100 text-red-900 ring-red-700/30',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-700/30',
  grey: 'bg-ink-100 text-ink-800 ring-ink-700/30',
};
