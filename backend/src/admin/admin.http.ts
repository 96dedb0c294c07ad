/** Every refusal of the admin API: contracts' error body, in the console's English. */
export { refuse } from '../shared/http/console-refusals.js';

export const ADMIN_MESSAGES = {
  unknownLab: 'Unknown lab',
  invalidDate: 'The date must be a calendar date (YYYY-MM-DD)',
  bookingNotFound: 'Booking not found',
  unknownProjection: 'Unknown projection',
  userNotFound: 'User not found',
  notYourself: 'You cannot disable or demote your own account.',
  invalidUserChange: 'Give a role (reviewer, expert or admin), disabled (true or false) or a reviewer\'s labs.',
  invalidNewUser: 'Give an email, a password and a role.',
} as const;
