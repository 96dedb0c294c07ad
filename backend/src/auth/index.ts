// The auth slice's public surface: what other slices and the entry points may import.
export { AuthModule } from './auth.module.js';
export { BookerAccessGuard } from './booker-access.guard.js';
export { AUTH_CONFIG, authConfigOf, authDatabaseFile, type AuthConfig, type Clock } from './auth.config.js';
export { AuthError, type AuthErrorCode } from './auth.errors.js';
export { ClientAddressKeys } from './client-address-key.js';
export { CurrentActor, currentActorOf } from './current-actor.decorator.js';
export { actorOf } from './request-actor.js';
export { admitRequest, RateLimited } from './rate-limit.guard.js';
export { RATE_LIMITERS, type RateLimiters } from './rate-limits.js';
export { ReviewAccessGuard } from './review-access.guard.js';
export { ReviewLinkService } from './review-link.service.js';
export { resolveReviewLinkSecret } from './review-link-secret.js';
export { Roles, RolesGuard } from './roles.guard.js';
export { SameOriginGuard } from './same-origin.guard.js';
export { readSessionCookie } from './session-cookie.js';
export { SqliteUsersRepository } from './sqlite.users.repository.js';
export { isUserRole, MIN_PASSWORD_LENGTH, UsersService, type AccountChange, type UserAccountView } from './users.service.js';
