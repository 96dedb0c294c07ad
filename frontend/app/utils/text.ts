/** Honorifics skipped when taking initials. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'shri', 'smt', 'lt', 'col', 'capt', 'er', 'adv']);

const isTitle = (word: string): boolean => TITLES.has(word.replace(/\./g, '').toLowerCase());

/** Initials from the first and last words of a name, ignoring titles: 'Dr. Meera S. Kulkarni' → 'MK'. */
export const initials = (name: string): string => {
  const words = name
    .split(/\s+/)
    .map((word) => word.trim())
    .filter((word) => word !== '' && !isTitle(word));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
};

export interface Truncated {
  text: string;
  truncated: boolean;
}

/** Cuts to `max` characters plus an ellipsis when longer. */
export const truncateChars = (text: string, max: number): Truncated =>
  text.length > max ? { text: `${text.slice(0, max)}...`, truncated: true } : { text, truncated: false };

/** Cuts to `max` words plus an ellipsis when longer. */
export const truncateWords = (text: string, max: number): Truncated => {
  const words = text.trim().split(/\s+/);
  return words.length > max ? { text: `${words.slice(0, max).join(' ')}...`, truncated: true } : { text, truncated: false };
};

/**
 * A company's two-letter mark: the first letters of its first two words or camel-case humps
 * ('CareLoop' → 'CL', 'Gram Urja Collective' → 'GU'), or the first two letters of one word.
 */
export const monogram = (name: string): string => {
  const parts = name.split(/[\s\-_/&]+|(?<=[a-z])(?=[A-Z])/).filter((part) => /\p{L}|\d/u.test(part));
  const [first = '', second] = parts;
  return (second ? `${first.charAt(0)}${second.charAt(0)}` : first.slice(0, 2)).toUpperCase();
};
