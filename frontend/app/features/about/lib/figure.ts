import type { Formatters } from '../../../lib/i18n';

/**
 * A figure as the content writes it in English ('40,000+', '2011-12', '₹50,000', '400') in the
 * language on screen: English is shown as written; Marathi gets Devanagari digits, and numbers
 * that English groups with commas are grouped the Indian way ('150,000' → '१,५०,०००').
 */
export function localFigure(format: Formatters, figure: string): string {
  if (format.language === 'en') return figure;
  return figure.replace(/\d{1,3}(?:,\d{3})+|\d+/g, (digits) =>
    digits.includes(',') ? format.number(Number(digits.replace(/,/g, ''))) : format.digits(digits),
  );
}
