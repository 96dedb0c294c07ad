import {
  Global,
  Inject,
  Logger,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
  type Provider,
} from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ActorInterceptor } from './actor.interceptor.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import {
  AUTH_CLOCK,
  AUTH_CONFIG,
  authConfigOf,
  authDatabaseFile,
  type AuthConfig,
  type Clock,
} from './auth.config.js';
import { AuthController } from './auth.controller.js';
import { ClientAddressKeys } from './client-address-key.js';
import { FirstRunSetup } from './first-run-setup.js';
import { SetupController } from './setup.controller.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { createRateLimiters, RATE_LIMITERS, type RateLimiters } from './rate-limits.js';
import { BookerAccessGuard } from './booker-access.guard.js';
import { ReviewAccessGuard } from './review-access.guard.js';
import { ReviewLinkService } from './review-link.service.js';
import { RolesGuard } from './roles.guard.js';
import { SameOriginGuard } from './same-origin.guard.js';
import { SqliteUsersRepository } from './sqlite.users.repository.js';
import { USERS_REPOSITORY, type UsersRepository } from './users.repository.port.js';
import { UsersService } from './users.service.js';

const configProviders: Provider[] = [
  {
    provide: AUTH_CONFIG,
    useFactory: (config: AppConfig): AuthConfig => authConfigOf(config),
    inject: [APP_CONFIG],
  },
  { provide: AUTH_CLOCK, useValue: ((): Date => new Date()) satisfies Clock },
];

const storeProviders: Provider[] = [
  {
    provide: USERS_REPOSITORY,
    useFactory: (config: AuthConfig): UsersRepository =>
      new SqliteUsersRepository(authDatabaseFile(config)),
    inject: [AUTH_CONFIG],
  },
];

const serviceProviders: Provider[] = [UsersService, ReviewLinkService, ClientAddressKeys, FirstRunSetup];
const guardProviders: Provider[] = [ReviewAccessGuard, BookerAccessGuard, RolesGuard, SameOriginGuard, RateLimitGuard];
/** One set of counters for the whole app, whichever module's route is limited. */
const rateLimitProviders: Provider[] = [
  {
    provide: RATE_LIMITERS,
    useFactory: (config: AuthConfig): Promise<RateLimiters> =>
      createRateLimiters({
        publicWritesPerMinute: config.publicWritesPerMinute,
        loginAttemptsPerMinute: config.loginAttemptsPerMinute,
        loginFailuresBeforeBackoff: config.loginFailuresBeforeBackoff,
        applicationsPerHour: config.applicationsPerHour,
        ...(config.redis && { redis: config.redis }),
      }),
    inject: [AUTH_CONFIG],
  },
];

/**
 * Sign-in for reviewers and admins, review links, and the guards other slices put on their
 * routes. Global, so `@UseGuards(ReviewAccessGuard)` works in any module without an import.
 */
@Global()
@Module({
  controllers: [AuthController, SetupController],
  providers: [
    ...configProviders,
    ...storeProviders,
    ...serviceProviders,
    ...guardProviders,
    ...rateLimitProviders,
    { provide: APP_INTERCEPTOR, useClass: ActorInterceptor },
  ],
  exports: [AUTH_CONFIG, AUTH_CLOCK, RATE_LIMITERS, ...serviceProviders, ...guardProviders],
})
export class AuthModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('AuthModule');

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(USERS_REPOSITORY) private readonly repository: UsersRepository,
    private readonly users: UsersService,
    private readonly reviewLinks: ReviewLinkService,
    private readonly setup: FirstRunSetup,
    @Inject(RATE_LIMITERS) private readonly rateLimiters: RateLimiters,
  ) {}

  async onModuleInit(): Promise<void> {
    const { source, file } = this.reviewLinks.secretSource;
    if (source !== 'env') {
      this.logger.warn(
        `REVIEW_LINK_SECRET is not set; review links are signed with a generated secret kept in ${file ?? 'the data folder'}. ` +
          'Set REVIEW_LINK_SECRET when running more than one instance.',
      );
    }
    await this.createInitialAdmin();
    const link = this.setup.issueLink();
    if (link) {
      this.logger.warn(
        `No admin account exists yet. Open this one-time link to create the first admin (it works once, until this process restarts): ${link}`,
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.repository.close();
    await this.rateLimiters.close();
  }

  private async createInitialAdmin(): Promise<void> {
    const { adminEmail, adminPassword } = this.config;
    if (adminEmail === undefined && adminPassword === undefined) return;
    if (adminEmail === undefined || adminPassword === undefined) {
      this.logger.warn(
        'Set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin; no admin was created.',
      );
      return;
    }
    const outcome = await this.users.ensureInitialAdmin(adminEmail, adminPassword);
    if (outcome === 'created')
      this.logger.log(`Created the admin account ${adminEmail.trim().toLowerCase()}.`);
    else {
      this.logger.log(
        `The account ${adminEmail.trim().toLowerCase()} exists; ADMIN_PASSWORD is not applied to existing accounts ` +
          '(use `npm run admin -- set-password` to change it).',
      );
    }
  }
}
