import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Controller, Get, Param, Post, UseGuards, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Actor } from '@centre/contracts';
import { DEFAULT_PUBLIC_WRITES_PER_MINUTE } from '../../config/app-config.js';
import { AUTH_CLOCK, AUTH_CONFIG, type AuthConfig } from '../auth.config.js';
import { AuthModule } from '../auth.module.js';
import { CurrentActor } from '../current-actor.decorator.js';
import { ReviewAccessGuard } from '../review-access.guard.js';
import { Roles, RolesGuard } from '../roles.guard.js';
import { SameOriginGuard } from '../same-origin.guard.js';

/** Stand-ins for the booking routes other slices guard with these guards. */
@Controller('api/probe/bookings')
class ProbeBookingsController {
  @Get(':id')
  @UseGuards(ReviewAccessGuard)
  read(@Param('id') id: string, @CurrentActor() actor: Actor) {
    return { success: true, booking: { id, email: 'booker@example.org' }, actor };
  }

  @Post(':id/approve')
  @UseGuards(SameOriginGuard, ReviewAccessGuard)
  approve(@Param('id') id: string, @CurrentActor() actor: Actor) {
    return { success: true, approved: id, actor };
  }
}

@Controller('api/probe')
class ProbeController {
  @Get('admin-only')
  @UseGuards(RolesGuard)
  @Roles('admin')
  adminOnly(@CurrentActor() actor: Actor) {
    return { success: true, actor };
  }

  @Get('anyone')
  anyone(@CurrentActor() actor: Actor) {
    return { success: true, actor };
  }
}

export interface TestClock {
  now: Date;
  advanceHours(hours: number): void;
}

export function testClock(start = '2025-03-01T10:00:00.000Z'): TestClock {
  const clock: TestClock = {
    now: new Date(start),
    advanceHours(hours) {
      clock.now = new Date(clock.now.getTime() + hours * 3_600_000);
    },
  };
  return clock;
}

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'centre-auth-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function testAuthConfig(dataDir: string, overrides: Partial<AuthConfig> = {}): AuthConfig {
  return {
    dataDir,
    reviewLinkSecret: 'test-review-link-secret-0123456789abcdef',
    reviewLinkTtlHours: 14 * 24,
    publicBaseUrl: 'https://centre.example.org',
    cookieSecure: false,
    sessionTtlHours: 12,
    loginAttemptsPerMinute: 1000,
    loginFailuresBeforeBackoff: 5,
    publicWritesPerMinute: DEFAULT_PUBLIC_WRITES_PER_MINUTE,
    adminEmail: undefined,
    adminPassword: undefined,
    // Cheap hashing keeps the suite fast; production uses DEFAULT_SCRYPT_PARAMS.
    scrypt: { logN: 10, r: 8, p: 1 },
    ...overrides,
  };
}

export async function startAuthApp(config: AuthConfig, clock: TestClock): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({
    imports: [AuthModule],
    controllers: [ProbeBookingsController, ProbeController],
  })
    .overrideProvider(AUTH_CONFIG)
    .useValue(config)
    .overrideProvider(AUTH_CLOCK)
    .useValue(() => clock.now)
    .compile();
  const app = moduleRef.createNestApplication({ logger: false });
  await app.init();
  return app;
}
