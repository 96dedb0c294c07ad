export type AuthErrorCode = 'email-taken' | 'invalid-email' | 'weak-password' | 'invalid-role' | 'unknown-user';

/** Failures of user management; the edges (HTTP, CLI) turn the code into a message. */
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}
