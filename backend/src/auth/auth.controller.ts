import { Body, Controller, Get, Header, HttpCode, HttpException, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { apiError, AUTH_MESSAGES, type LogoutResponse, type SessionResponse } from '@centre/contracts';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import { parseLoginBody } from './login-body.js';
import { RateLimited } from './rate-limit.guard.js';
import { RATE_LIMITERS, type RateLimiters } from './rate-limits.js';
import { SameOriginGuard } from './same-origin.guard.js';
import { SESSION_COOKIE, readSessionCookie, sessionCookieOptions } from './session-cookie.js';
import { UsersService } from './users.service.js';

export const INVALID_CREDENTIALS = AUTH_MESSAGES.invalidCredentials;
export const NOT_SIGNED_IN_ME = AUTH_MESSAGES.sessionMissing;
export const INVALID_LOGIN_BODY = AUTH_MESSAGES.missingCredentials;

@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly users: UsersService,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(RATE_LIMITERS) private readonly limiters: RateLimiters,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @RateLimited('login')
  @UseGuards(SameOriginGuard)
  async login(@Body() body: unknown, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SessionResponse> {
    const parsed = parseLoginBody(body);
    if (!parsed.ok) {
      throw new HttpException(
        apiError('VALIDATION_FAILED', 'auth.missingCredentials', { fieldCodes: parsed.fieldCodes }),
        HttpStatus.BAD_REQUEST,
      );
    }

    const user = await this.users.authenticate(parsed.body.email, parsed.body.password);
    await this.countOutcome(parsed.body.email, user !== null);
    if (!user) throw new HttpException(apiError('INVALID_CREDENTIALS', 'auth.invalidCredentials'), HttpStatus.UNAUTHORIZED);

    // A fresh session id on every login: an id planted before login is never promoted.
    this.users.endSession(readSessionCookie(request));
    const session = this.users.startSession(user.id);
    response.cookie(SESSION_COOKIE, session.token, sessionCookieOptions(request, this.config.cookieSecure, session.expiresAt));
    return { success: true, user };
  }

  /** Each outcome, for the account's back-off; a store that fails only loses the count. */
  private async countOutcome(email: string, succeeded: boolean): Promise<void> {
    try {
      if (succeeded) await this.limiters.accounts.succeeded(email);
      else await this.limiters.accounts.failed(email);
    } catch {
      // The address limit still holds.
    }
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SameOriginGuard)
  logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): LogoutResponse {
    this.users.endSession(readSessionCookie(request));
    response.clearCookie(SESSION_COOKIE, sessionCookieOptions(request, this.config.cookieSecure));
    return { success: true };
  }

  @Get('me')
  @Header('Cache-Control', 'no-store')
  me(@Req() request: Request): SessionResponse {
    const user = this.users.resolveSession(readSessionCookie(request));
    if (!user) throw new HttpException(apiError('NOT_SIGNED_IN', 'auth.sessionMissing'), HttpStatus.UNAUTHORIZED);
    return { success: true, user };
  }
}
