/**
 * The staff sign-in page, the console's session check and its sign-out button.
 * Pure data; its Marathi edition is ./sign-in.mr.ts.
 */
export const signInContent = {
  title: 'Sign in',
  intro: "For the centre's reviewers and admins.",
  /** 'email' would be an address to the editions (lib/i18n/texts NON_TEXT_KEYS). */
  fields: {
    emailAddress: 'Email',
    password: 'Password',
  },
  errors: {
    emailRequired: 'Enter your email',
    emailInvalid: 'Enter a valid email',
    passwordRequired: 'Enter your password',
  },
  submit: 'Sign in',
  submitting: 'Signing in…',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  checkingSession: 'Checking your session…',
  sessionUnreachable: 'The console could not reach the server. Please reload the page.',
  /** The first run's page: the first admin's account, from the link the server printed. */
  setup: {
    title: 'Create the first admin',
    intro: 'No admin account exists yet. Choose the email and password of the first one: you are signed in with it at once.',
    submit: 'Create the admin account',
  },
} as const;
