import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Patch, Post, UseGuards } from '@nestjs/common';
import type { Actor, UserResponse, UsersResponse } from '@centre/contracts';
import {
  AuthError,
  type AuthErrorCode,
  CurrentActor,
  Roles,
  RolesGuard,
  SameOriginGuard,
  UsersService,
} from '../../auth/index.js';
import { ADMIN_MESSAGES, refuse } from '../admin.http.js';
import { parseNewUser, parseUserChange } from './user-body.js';
import { USERS_LIST_READER, type UserListItem, type UsersListReader } from './users-list.reader.js';

const STATUS_OF: Record<AuthErrorCode, number> = {
  'email-taken': HttpStatus.CONFLICT,
  'invalid-email': HttpStatus.BAD_REQUEST,
  'weak-password': HttpStatus.BAD_REQUEST,
  'invalid-role': HttpStatus.BAD_REQUEST,
  'invalid-labs': HttpStatus.BAD_REQUEST,
  'unknown-user': HttpStatus.NOT_FOUND,
};

const FIELD_OF: Partial<Record<AuthErrorCode, string>> = {
  'email-taken': 'email',
  'invalid-email': 'email',
  'weak-password': 'password',
  'invalid-role': 'role',
  'invalid-labs': 'labs',
};

const mapped = async <T>(work: () => T | Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error: unknown) {
    if (!(error instanceof AuthError)) throw error;
    const field = FIELD_OF[error.code];
    throw refuse(STATUS_OF[error.code], error.message, field ? { [field]: error.message } : undefined);
  }
};

/** Accounts of reviewers, experts and admins: admins only. Writes go through the auth slice's UsersService. */
@Controller('api/admin/users')
@UseGuards(SameOriginGuard, RolesGuard)
@Roles('admin')
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    @Inject(USERS_LIST_READER) private readonly reader: UsersListReader,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(): UsersResponse {
    return { success: true, users: this.reader.list() };
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  async create(@Body() body: unknown): Promise<UserResponse> {
    const parsed = parseNewUser(body);
    if (!parsed.ok) throw refuse(HttpStatus.BAD_REQUEST, parsed.message, parsed.errors);
    const { email, password, role } = parsed.value;
    const user = await mapped(() => this.users.createUser(email, password, role));
    return { success: true, user: this.require(user.id) };
  }

  @Patch(':id')
  async update(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor): Promise<UserResponse> {
    const parsed = parseUserChange(body);
    if (!parsed.ok) throw refuse(HttpStatus.BAD_REQUEST, parsed.message, parsed.errors);
    const target = this.require(id);
    const change = parsed.value;
    const self = actor.kind === 'user' && actor.userId === target.id;
    // An admin who locks themself out may leave nobody to undo it.
    if (self && (change.disabled === true || (change.role !== undefined && change.role !== 'admin'))) {
      throw refuse(HttpStatus.CONFLICT, ADMIN_MESSAGES.notYourself);
    }
    // The audit the console keeps of accounts: who made the last change, and when.
    const by = actor.kind === 'user' ? actor.email : 'unknown';
    await mapped(() => this.users.changeAccount(target.id, change, by));
    return { success: true, user: this.require(id) };
  }

  private require(id: string): UserListItem {
    const user = this.reader.findById(id);
    if (!user) throw refuse(HttpStatus.NOT_FOUND, ADMIN_MESSAGES.userNotFound);
    return user;
  }
}
