import { Body, Controller, Get, Header, HttpCode, HttpException, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { apiError, type SessionResponse, type SetupStatusResponse } from '@centre/contracts';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import { AuthError } from './auth.errors.js';
import { FirstRunSetup, SetupError } from './first-run-setup.js';
import { parseLoginBody } from './login-body.js';
import { RateLimited } from './rate-limit.guard.js';
import { SameOriginGuard } from './same-origin.guard.js';
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie.js';
import { UsersService } from './users.service.js';

/** The first run's page: whether it is needed, and the creation of the first admin from the link. */
@Controller('api/setup')
export class SetupController {
  constructor(
    private readonly setup: FirstRunSetup,
    private readonly users: UsersService,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  status(): SetupStatusResponse {
    return { success: true, needed: this.setup.needed() };
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  // Guessing the token is guessing a password: the same limits.
  @RateLimited('login')
  @UseGuards(SameOriginGuard)
  async create(@Body() body: unknown, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SessionResponse> {
    const parsed = parseLoginBody(body);
    const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
    if (!parsed.ok) {
      throw new HttpException(
        apiError('VALIDATION_FAILED', 'auth.missingCredentials', { fieldCodes: parsed.fieldCodes }),
        HttpStatus.BAD_REQUEST,
      );
    }
    if (typeof token !== 'string' || token === '' || token.length > 200) {
      throw new HttpException(apiError('FORBIDDEN', 'auth.setupLinkInvalid'), HttpStatus.FORBIDDEN);
    }
    let user;
    try {
      user = await this.setup.complete(token, parsed.body.email, parsed.body.password);
    } catch (error: unknown) {
      if (error instanceof SetupError) {
        throw error.code === 'done'
          ? new HttpException(apiError('CONFLICT', 'auth.setupDone'), HttpStatus.CONFLICT)
          : new HttpException(apiError('FORBIDDEN', 'auth.setupLinkInvalid'), HttpStatus.FORBIDDEN);
      }
      if (error instanceof AuthError) {
        const field = error.code === 'weak-password' ? 'password' : 'email';
        throw new HttpException(
          { success: false, code: 'VALIDATION_FAILED', message: error.message, errors: { [field]: error.message } },
          HttpStatus.BAD_REQUEST,
        );
      }
      throw error;
    }
    // Signed in at once: the next page is the console.
    const session = this.users.startSession(user.id);
    response.cookie(SESSION_COOKIE, session.token, sessionCookieOptions(request, this.config.cookieSecure, session.expiresAt));
    return { success: true, user };
  }
}
