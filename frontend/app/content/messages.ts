/**
 * Contracts' messages as a content module: the server and the forms say these in English
 * (the spec's exact words); a Marathi edition lays its own words over them by key. Forms keep
 * validating with contracts' rules and show a rule's message through `localizeMessage`.
 */
export {
  APPLICATION_MESSAGES,
  APPOINTMENT_MESSAGES,
  AVAILABILITY_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_SUBMIT_MESSAGES,
  CONTACT_MESSAGES,
  PORTFOLIO_MESSAGES,
  REVIEW_ACTION_NETWORK_FAILURE_VARIANT,
  REVIEW_MESSAGES,
  SERVER_UNREACHABLE,
  SHOWCASE_MESSAGES,
  FIX_ERRORS_BEFORE_SUBMIT,
  INVALID_REQUEST_BODY,
  maxLengthMessage,
  reviewActionFailedVariant,
  reviewActionSucceededVariant,
  stepCounterText,
  thankYouMessage,
} from '@centre/contracts';

