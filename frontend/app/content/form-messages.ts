/**
 * Contracts' messages of the contact form, the application wizard, the portfolio and the
 * showcase as a content module (see ./messages.ts for how they are shown in Marathi).
 */
export {
  APPLICATION_MESSAGES,
  CONTACT_MESSAGES,
  PORTFOLIO_MESSAGES,
  SHOWCASE_MESSAGES,
  stepCounterText,
} from '@centre/contracts';
