import { Body, Controller, Get, Header, HttpCode, HttpException, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import { parseLoginBody } from './login-body.js';
import { RateLimited } from './rate-limit.guard.js';
import { failure } from './request-actor.js';
import { SameOriginGuard } from './same-origin.guard.js';
import { SESSION_COOKIE, readSessionCookie, sessionCookieOptions } from './session-cookie.js';
import { UsersService, type PublicUser } from './users.service.js';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const NOT_SIGNED_IN_ME = 'Not signed in.';
export const INVALID_LOGIN_BODY = 'Please enter your email and password.';

interface UserAnswer {
  success: true;
  user: PublicUser;
}

@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly users: UsersService,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @RateLimited('login')
  @UseGuards(SameOriginGuard)
  async login(@Body() body: unknown, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UserAnswer> {
    const parsed = parseLoginBody(body);
    if (!parsed.ok) throw new HttpException(failure(INVALID_LOGIN_BODY, parsed.errors), HttpStatus.BAD_REQUEST);

    const user = await this.users.authenticate(parsed.body.email, parsed.body.password);
    if (!user) throw new HttpException(failure(INVALID_CREDENTIALS), HttpStatus.UNAUTHORIZED);

    // A fresh session id on every login: an id planted before login is never promoted.
    this.users.endSession(readSessionCookie(request));
    const session = this.users.startSession(user.id);
    response.cookie(SESSION_COOKIE, session.token, sessionCookieOptions(request, this.config.cookieSecure, session.expiresAt));
    return { success: true, user };
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SameOriginGuard)
  logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): { success: true } {
    this.users.endSession(readSessionCookie(request));
    response.clearCookie(SESSION_COOKIE, sessionCookieOptions(request, this.config.cookieSecure));
    return { success: true };
  }

  @Get('me')
  @Header('Cache-Control', 'no-store')
  me(@Req() request: Request): UserAnswer {
    const user = this.users.resolveSession(readSessionCookie(request));
    if (!user) throw new HttpException(failure(NOT_SIGNED_IN_ME), HttpStatus.UNAUTHORIZED);
    return { success: true, user };
  }
}
