export type AuthErrorCode = 'email-taken' | 'invalid-email' | 'weak-password' | 'invalid-role' | 'invalid-labs' | 'unknown-user';

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

/** The `code` of a Node or SQLite error; duck-typed because such errors may come from another realm. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
