/**
 * Contracts' messages of the booking, availability, review and appointment flows as a content
 * module: the server and the forms say these in English (the spec's exact words); the Marathi
 * edition lays its own words over them by key. Forms keep validating with contracts' rules and
 * show a rule's message through `useMessage()` (lib/i18n).
 */
export {
  APPOINTMENT_MESSAGES,
  AVAILABILITY_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_SUBMIT_MESSAGES,
  REVIEW_ACTION_NETWORK_FAILURE_VARIANT,
  REVIEW_MESSAGES,
  SERVER_UNREACHABLE,
  FIX_ERRORS_BEFORE_SUBMIT,
  INVALID_REQUEST_BODY,
  maxLengthMessage,
  reviewActionFailedVariant,
  reviewActionSucceededVariant,
  thankYouMessage,
} from '@centre/contracts';
