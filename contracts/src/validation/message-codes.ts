import {
  APPLICATION_MESSAGES,
  APPOINTMENT_MESSAGES,
  AUTH_MESSAGES,
  AVAILABILITY_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_SUBMIT_MESSAGES,
  COMMON_MESSAGES,
  CONTACT_MESSAGES,
  HTTP_MESSAGES,
  PORTFOLIO_MESSAGES,
  REVIEW_MESSAGES,
  SHOWCASE_MESSAGES,
  WAITLIST_MESSAGES,
} from './messages.js';

/**
 * The whole catalogue, grouped. A message's code is its path here: `booking.slotsRequired`,
 * `application.founderNameTooLong`. Two messages with the same English words have two codes,
 * so each language may word them apart; a reworded English text keeps its code.
 */
export const MESSAGES = {
  common: COMMON_MESSAGES,
  booking: BOOKING_MESSAGES,
  availability: AVAILABILITY_MESSAGES,
  bookingSubmit: BOOKING_SUBMIT_MESSAGES,
  review: REVIEW_MESSAGES,
  contact: CONTACT_MESSAGES,
  application: APPLICATION_MESSAGES,
  appointment: APPOINTMENT_MESSAGES,
  portfolio: PORTFOLIO_MESSAGES,
  showcase: SHOWCASE_MESSAGES,
  auth: AUTH_MESSAGES,
  http: HTTP_MESSAGES,
  waitlist: WAITLIST_MESSAGES,
} as const;

export type MessageGroup = keyof typeof MESSAGES;

/** The dotted paths of a catalogue's texts; lists and templates (functions) have no code. */
type TextPaths<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[] | ((...args: never[]) => unknown)
      ? never
      : T[K] extends object
        ? TextPaths<T[K], `${Prefix}${K}.`>
        : never;
}[keyof T & string];

export type MessageCode = TextPaths<typeof MESSAGES, ''>;

/** The codes of one group: `GroupCode<'booking'>` is `'booking.slotsRequired' | …`. */
export type GroupCode<G extends MessageGroup> = Extract<MessageCode, `${G}.${string}`>;

/** The text at a code's path in any catalogue of the same shape (English, or an edition laid over it). */
export const textAt = (catalogue: unknown, code: string): string | undefined => {
  let node: unknown = catalogue;
  for (const key of code.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
};

/** True for a code the catalogue holds (a reader may meet codes from a newer server). */
export const isMessageCode = (value: unknown): value is MessageCode =>
  typeof value === 'string' && textAt(MESSAGES, value) !== undefined;

/** The English text of a code. */
export const messageText = (code: MessageCode): string => textAt(MESSAGES, code) ?? code;

/** Field → code, read as field → English text (what the spec's clients read as `errors`). */
export const textsOf = <F extends string>(
  codes: Readonly<Partial<Record<F, MessageCode>>>,
): Partial<Record<F, string>> => {
  const texts: Partial<Record<F, string>> = {};
  for (const [field, code] of Object.entries(codes) as Array<[F, MessageCode | undefined]>) {
    if (code !== undefined) texts[field] = messageText(code);
  }
  return texts;
};
