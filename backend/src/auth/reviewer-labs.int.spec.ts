import { join } from 'node:path';
import Database from 'better-sqlite3';
import { tempFolderPerTest } from '../shared/testing/temp-folder.js';
import { AuthError } from './auth.errors.js';
import { SqliteUsersRepository } from './sqlite.users.repository.js';
import { UsersService } from './users.service.js';

const config = { scrypt: { logN: 10, r: 8, p: 1 }, sessionTtlHours: 12 } as unknown as ConstructorParameters<typeof UsersService>[1];
const clock = () => new Date('2026-11-21T06:30:00Z');

describe("27.4 reviewers' labs in the user store", () => {
  const folder = tempFolderPerTest('centre-reviewer-labs-');

  it('opens a users database made before labs existed: every reviewer reviews every lab, and labs can then be given', async () => {
    const file = join(folder(), 'auth.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE users (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('reviewer', 'expert', 'admin')), disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)), created_at TEXT NOT NULL);
      CREATE TABLE sessions (id_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, expires_at TEXT NOT NULL);
      INSERT INTO users VALUES ('u-1', 'rev@centre.example', 'h', 'reviewer', 0, '2026-01-01T00:00:00Z');`);
    old.close();
    const repository = new SqliteUsersRepository(file);
    // A second connection (the mail thread's) opening the same file adds nothing twice.
    const second = new SqliteUsersRepository(file);
    const users = new UsersService(repository, config, clock);
    expect(users.reviewers()).toEqual([{ userId: 'u-1', email: 'rev@centre.example', labs: [] }]);
    expect(users.changeAccount('u-1', { labs: ['BioLab'] }, 'admin@centre.example')).toMatchObject({
      labs: ['BioLab'],
      changed: { at: '2026-11-21T06:30:00.000Z', by: 'admin@centre.example' },
    });
    expect(new UsersService(second, config, clock).labsOf('u-1')).toEqual(['BioLab']);
    second.close();
    repository.close();
  });

  it("27.4 a reviewer given labs decides those only, and the session says which; one given none and an admin decide every lab", async () => {
    const repository = new SqliteUsersRepository(join(folder(), 'auth.sqlite'));
    const users = new UsersService(repository, config, clock);
    const admin = await users.createUser('admin@centre.example', 'a-long-admin-password', 'admin');
    const bio = await users.createUser('bio@centre.example', 'a-long-reviewer-password', 'reviewer');
    const any = await users.createUser('any@centre.example', 'a-long-reviewer-password', 'reviewer');
    users.changeAccount(bio.id, { labs: ['BioLab'] }, 'admin@centre.example');
    expect(users.mayDecide(bio.id, 'BioLab')).toBe(true);
    expect(users.mayDecide(bio.id, 'FabricationLab')).toBe(false);
    expect(users.mayDecide(any.id, 'FabricationLab')).toBe(true);
    expect(users.mayDecide(admin.id, 'FabricationLab')).toBe(true);
    expect(users.activeReviewer(bio.id)).toMatchObject({ labs: ['BioLab'] });
    expect(users.activeReviewer(any.id)).not.toHaveProperty('labs');
    // A disabled reviewer decides nothing.
    users.changeAccount(bio.id, { disabled: true }, 'admin@centre.example');
    expect(users.mayDecide(bio.id, 'BioLab')).toBe(false);
    repository.close();
  });

  it("the command line's changes are recorded as its own; an unknown account is refused", async () => {
    const repository = new SqliteUsersRepository(join(folder(), 'auth.sqlite'));
    const users = new UsersService(repository, config, clock);
    const admin = await users.createUser('admin@centre.example', 'a-long-admin-password', 'admin');
    users.setRole('admin@centre.example', 'reviewer');
    expect(users.findAccount(admin.id)).toMatchObject({ role: 'reviewer', changed: { by: 'the command line' } });
    expect(users.labsOf(admin.id)).toEqual([]);
    expect(() => users.changeAccount('nobody', { labs: [] }, 'x')).toThrow(AuthError);
    repository.close();
  });
});
