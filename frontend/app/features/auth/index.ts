export { RequireSignIn } from './components/require-sign-in';
export { SignInForm } from './components/sign-in-form';
export { SignOutButton } from './components/sign-out-button';
export { safeRedirect, type SessionUser } from './api/auth-api';
