/**
 * Contracts' message catalogue (`MESSAGES`) as a content module: the server and the forms say
 * these in English (the spec's exact words); the Marathi edition lays its own words over them
 * by group and key, which is each message's code. Components show a message by its code
 * through `useMessage()` and read the catalogue's labels through `useMessages()` (lib/i18n).
 */
import { MESSAGES } from '@centre/contracts';

export const {
  common,
  booking,
  availability,
  bookingSubmit,
  review,
  contact,
  application,
  appointment,
  portfolio,
  showcase,
  auth,
  http,
  waitlist,
} = MESSAGES;
