import { CENTRE_TIMEZONE_DEFAULT } from '@centre/contracts';
import { useMemo } from 'react';
import { INTL_LOCALES, NUMBERING_SYSTEMS, type Language } from './languages';
import { useLanguage } from './language-store';

/**
 * Dates, times and numbers for a language: Marathi gets Devanagari digits and Marathi month
 * and day names, English the Indian English forms; times are the centre's own.
 */
export interface Formatters {
  language: Language;
  /** 1234 → '1,234' / '१,२३४'. */
  number: (value: number) => string;
  /** Digits without grouping, for years and codes: 2019 → '2019' / '२०१९'. */
  digits: (value: number | string) => string;
  /** A calendar date (YYYY-MM-DD, a lab-day's date) in words: '21 Nov 2026'. */
  date: (isoDate: string, style?: 'medium' | 'long' | 'full') => string;
  /** A moment (ISO date-time) as the centre's clock shows it. */
  dateTime: (iso: string) => string;
  /** A wall-clock time of the centre ('09:00') as the language writes it: '9:00 AM' / 'सकाळ ९:००'. */
  time: (hhmm: string) => string;
  /** A time range in the spec's 'start - end' form: '9:00 AM - 10:00 AM' / 'सकाळ ९:०० - सकाळ १०:००'. */
  timeRange: (startHhmm: string, endHhmm: string) => string;
}

const cache = new Map<Language, Formatters>();

/** A date-only value at noon UTC, so no timezone can move it to another day. */
const calendarDay = (isoDate: string): Date => new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
/** A centre wall-clock time on a fixed day, expressed in UTC so formatting in UTC shows it as is. */
const wallClock = (hhmm: string): Date => new Date(`2000-01-01T${hhmm}:00Z`);

/**
 * The value `make` returns, made on the first call: creating an Intl formatter costs a page's
 * first load tens of milliseconds, and most pages use only one or two of them.
 */
const onFirstUse = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};

export function formatters(language: Language): Formatters {
  const known = cache.get(language);
  if (known) return known;
  const locale = INTL_LOCALES[language];
  const numberingSystem = NUMBERING_SYSTEMS[language];
  const numberFormat = onFirstUse(() => new Intl.NumberFormat(locale, { numberingSystem }));
  const digitFormat = onFirstUse(() => new Intl.NumberFormat(locale, { numberingSystem, useGrouping: false }));
  // Latin digits are the ASCII ones: a page in English (the footer's year on every page) then
  // needs no formatter at all.
  const digits = (value: number | string): string =>
    numberingSystem === 'latn'
      ? String(value)
      : String(value).replace(/\d/g, (digit) => digitFormat().format(Number(digit)));
  const dateFormats = {
    medium: onFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })),
    long: onFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })),
    full: onFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' })),
  };
  // Marathi's short time style keeps a Latin 'PM'; the part of the day reads naturally.
  const dateTimeFormat = onFirstUse(() =>
    language === 'en'
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: CENTRE_TIMEZONE_DEFAULT })
      : new Intl.DateTimeFormat(locale, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          dayPeriod: 'short',
          timeZone: CENTRE_TIMEZONE_DEFAULT,
        }),
  );
  // English keeps the spec's '9:00 AM'; Marathi names the part of the day ('सकाळ ९:००').
  const timeFormat = onFirstUse(() =>
    language === 'en'
      ? new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
      : new Intl.DateTimeFormat(locale, {
          hour: 'numeric',
          minute: '2-digit',
          dayPeriod: 'short',
          timeZone: 'UTC',
        }),
  );
  const made: Formatters = {
    language,
    number: (value) => numberFormat().format(value),
    digits,
    date: (isoDate, style = 'medium') => dateFormats[style]().format(calendarDay(isoDate)),
    dateTime: (iso) => dateTimeFormat().format(new Date(iso)),
    time: (hhmm) => timeFormat().format(wallClock(hhmm)),
    timeRange: (start, end) =>
      `${timeFormat().format(wallClock(start))} - ${timeFormat().format(wallClock(end))}`,
  };
  cache.set(language, made);
  return made;
}

/** Formatters for the language on screen. */
export function useFormat(): Formatters {
  const language = useLanguage();
  return useMemo(() => formatters(language), [language]);
}
