import type { UsersService } from '../../auth/index.js';
import type { UserAccount } from '@centre/contracts';

/** What the console shows of an account (contracts' `UserAccount`): never its password hash or sessions. */
export type UserListItem = UserAccount;

export interface UsersListReader {
  list(): UserListItem[];
  findById(id: string): UserListItem | undefined;
  close(): void;
}

export const USERS_LIST_READER = Symbol('USERS_LIST_READER');

/** The console's view of the accounts, through the auth slice's own service. */
export class UsersServiceListReader implements UsersListReader {
  constructor(private readonly users: UsersService) {}

  list(): UserListItem[] {
    return this.users.listUsers();
  }

  findById(id: string): UserListItem | undefined {
    return this.users.findAccount(id);
  }

  close(): void {}
}
