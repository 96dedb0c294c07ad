import { join } from 'node:path';
import Database from 'better-sqlite3';
import { tempFolderPerTest } from '../shared/testing/temp-folder.js';
import { SqliteUsersRepository } from './sqlite.users.repository.js';
import { isUserRole, UsersService } from './users.service.js';

const config = { scrypt: { logN: 10, r: 8, p: 1 }, sessionTtlHours: 12 } as unknown as ConstructorParameters<typeof UsersService>[1];
const clock = () => new Date('2026-11-21T06:30:00Z');

describe('the expert role in the one user store', () => {
  const folder = tempFolderPerTest('centre-experts-');

  it('is a role beside reviewer and admin', () => {
    expect(['reviewer', 'expert', 'admin'].every(isUserRole)).toBe(true);
    expect(isUserRole('panelist')).toBe(false);
  });

  it('creates experts; the panel is the enabled experts, and experts get no booking mail', async () => {
    const repository = new SqliteUsersRepository(join(folder(), 'auth.sqlite'));
    const users = new UsersService(repository, config, clock);
    const one = await users.createUser('one@centre.example', 'a-long-expert-password', 'expert');
    await users.createUser('two@centre.example', 'a-long-expert-password', 'expert');
    await users.createUser('rev@centre.example', 'a-long-reviewer-password', 'reviewer');
    users.setDisabled('two@centre.example', true);
    expect(users.expertPanel()).toEqual([one.id]);
    expect(users.reviewers().map((reviewer) => reviewer.email)).toEqual(['rev@centre.example']);
    repository.close();
  });

  it('opens a users database made before experts existed, keeping its users and sessions', async () => {
    const file = join(folder(), 'auth.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE users (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('reviewer', 'admin')), disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)), created_at TEXT NOT NULL);
      CREATE TABLE sessions (id_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, expires_at TEXT NOT NULL);
      INSERT INTO users VALUES ('u-1', 'admin@centre.example', 'h', 'admin', 0, '2026-01-01T00:00:00Z');
      INSERT INTO sessions VALUES ('s-1', 'u-1', '2099-01-01T00:00:00Z');`);
    old.close();
    const repository = new SqliteUsersRepository(file);
    const users = new UsersService(repository, config, clock);
    await users.createUser('expert@centre.example', 'a-long-expert-password', 'expert');
    expect(repository.listUsers().map((u) => [u.email, u.role])).toEqual([
      ['admin@centre.example', 'admin'],
      ['expert@centre.example', 'expert'],
    ]);
    expect(repository.findSession('s-1')).toMatchObject({ userId: 'u-1' });
    // The sessions' foreign key still names the users table: a new session can be kept.
    const expert = users.findByEmail('expert@centre.example');
    expect(users.resolveSession(users.startSession(expert?.id ?? '').token)).toMatchObject({ role: 'expert' });
    expect(repository.findSession('s-1')).toMatchObject({ userId: 'u-1' });
    repository.close();
  });
});
