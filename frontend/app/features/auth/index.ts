export { RequireSignIn } from './components/require-sign-in';
export { SignInForm } from './components/sign-in-form';
export { SignOutButton } from './components/sign-out-button';
export { createFirstAdmin, fetchSetupNeeded, safeRedirect, type SessionUser } from './api/auth-api';
export { SetupNeededNote } from './components/setup-needed-note';
