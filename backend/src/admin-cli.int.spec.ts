import { loadConfig } from './config/app-config.js';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminCli } from './admin-cli.js';
import { authConfigOf, authDatabaseFile } from './auth/auth.config.js';
import { ReviewLinkService } from './auth/review-link.service.js';
import { verifyReviewToken } from './auth/review-link.js';
import { SqliteUsersRepository } from './auth/sqlite.users.repository.js';
import { UsersService } from './auth/users.service.js';

const NOW = new Date('2025-03-01T10:00:00.000Z');
const SECRET = 'cli-test-secret-0123456789abcdef0123';

describe('admin CLI', () => {
  let dataDir: string;
  let out: string[];
  let err: string[];
  /** What is typed at the password prompts, in order. */
  let typed: string[];

  const run = (...argv: string[]) =>
    runAdminCli(argv, {
      readPassword: async () => typed.shift() ?? '',
      env: {
        DATA_DIR: dataDir,
        REVIEW_LINK_SECRET: SECRET,
        PUBLIC_BASE_URL: 'https://centre.example.org/',
      },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      clock: () => NOW,
    });

  async function withUsers<T>(work: (users: UsersService) => Promise<T> | T): Promise<T> {
    const config = authConfigOf(loadConfig({ DATA_DIR: dataDir }));
    const repository = new SqliteUsersRepository(authDatabaseFile(config));
    try {
      return await work(new UsersService(repository, config, () => NOW));
    } finally {
      repository.close();
    }
  }

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'centre-cli-'));
    out = [];
    err = [];
    typed = [];
  });
  /** A command whose password is typed at its prompt. */
  const runTyping = (password: string, ...argv: string[]) => {
    typed.push(password);
    return run(...argv);
  };
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  describe('usage', () => {
    it.each([
      [[]],
      [['frobnicate']],
      [['review-link']],
      [['review-link', 'b-1']],
      [['review-link', 'b-1', 'rev@example.org', 'extra']],
      [['review-link', 'b-1', 'rev@example.org', '--hours']],
      [['review-link', 'b-1', 'rev@example.org', '--hours', '-3']],
      [['review-link', 'b-1', 'rev@example.org', '--days', '3']],
      [['review-link', 'b-1', 'nobody@example.org']],
      [['create-user', 'a@example.org', 'long-enough-password']],
      [['create-user', 'a@example.org', 'long-enough-password', 'owner']],
      [['set-role', 'a@example.org']],
      [['disable-user']],
    ])('exits 2 with the usage text for %j', async (argv) => {
      await expect(run(...argv)).resolves.toBe(2);
      expect(err.join('\n')).toContain('Usage: npm run admin --');
      expect(out).toEqual([]);
    });

    it('prints the usage on help and exits 0', async () => {
      await expect(run('--help')).resolves.toBe(0);
      expect(out.join('\n')).toContain('review-link <bookingId> <reviewerEmail> [--hours N]');
    });
  });

  describe('review-link', () => {
    let reviewerId = '';
    beforeEach(async () => {
      reviewerId = (await withUsers((users) => users.createUser('rev@example.org', 'long-enough-password', 'reviewer'))).id;
    });

    it('prints a review URL signed for the reviewer, valid for the default 72 hours', async () => {
      await expect(run('review-link', 'lab-a_2025-03-14_7f3c9e2a', 'rev@example.org')).resolves.toBe(0);
      const [url] = out;
      const parsed = new URL(url ?? '');
      expect(`${parsed.origin}${parsed.pathname}`).toBe(
        'https://centre.example.org/booking-review',
      );
      expect(parsed.searchParams.get('id')).toBe('lab-a_2025-03-14_7f3c9e2a');
      const token = parsed.searchParams.get('token') ?? '';
      const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
      expect(
        verifyReviewToken(token, 'lab-a_2025-03-14_7f3c9e2a', at(72 - 1), SECRET),
      ).toEqual({ ok: true, userId: reviewerId });
      expect(verifyReviewToken(token, 'lab-a_2025-03-14_7f3c9e2a', at(72), SECRET)).toEqual({
        ok: false,
        reason: 'expired',
      });
    });

    it('honours --hours', async () => {
      await expect(run('review-link', '--hours', '2', 'b-7', 'rev@example.org')).resolves.toBe(0);
      const token = new URL(out[0] ?? '').searchParams.get('token') ?? '';
      expect(verifyReviewToken(token, 'b-7', new Date(NOW.getTime() + 7_100_000), SECRET)).toEqual({
        ok: true,
        userId: reviewerId,
      });
      expect(verifyReviewToken(token, 'b-7', new Date(NOW.getTime() + 7_200_000), SECRET)).toEqual({
        ok: false,
        reason: 'expired',
      });
    });

    it('without REVIEW_LINK_SECRET warns and uses the secret the server will use', async () => {
      const code = await runAdminCli(['review-link', 'b-9', 'rev@example.org'], {
        env: { DATA_DIR: dataDir },
        readPassword: async () => '',
        out: (line) => out.push(line),
        err: (line) => err.push(line),
        clock: () => NOW,
      });
      expect(code).toBe(0);
      expect(err.join('\n')).toContain('REVIEW_LINK_SECRET is not set');
      expect(existsSync(join(dataDir, 'secrets.json'))).toBe(true);
      expect(out[0]).toMatch(/^http:\/\/localhost:5000\/booking-review\?id=b-9&token=/);
      const token = new URL(out[0] ?? '').searchParams.get('token') ?? '';
      const server = new ReviewLinkService(
        authConfigOf(loadConfig({ DATA_DIR: dataDir })),
        () => NOW,
      );
      expect(server.verify(token, 'b-9')).toEqual({ ok: true, userId: reviewerId });
    });
  });

  describe('users', () => {
    it('creates a user who can then sign in, and refuses a duplicate', async () => {
      await expect(
        runTyping('reviewer-password-1', 'create-user', 'Rev@Example.org', 'reviewer'),
      ).resolves.toBe(0);
      expect(out).toEqual(['Created reviewer rev@example.org.']);
      await expect(
        withUsers((users) => users.authenticate('rev@example.org', 'reviewer-password-1')),
      ).resolves.toMatchObject({
        email: 'rev@example.org',
        role: 'reviewer',
      });
      await expect(
        runTyping('another-password-1', 'create-user', 'rev@example.org', 'admin'),
      ).resolves.toBe(1);
      expect(err.join('\n')).toContain('already exists');
    });

    it('refuses a short password and a malformed email with exit 1', async () => {
      await expect(runTyping('short', 'create-user', 'a@example.org', 'admin')).resolves.toBe(1);
      expect(err.join('\n')).toContain('12');
      await expect(
        runTyping('long-enough-password', 'create-user', 'not-an-email', 'admin'),
      ).resolves.toBe(1);
    });

    it('changes roles, passwords and the disabled flag', async () => {
      await runTyping('reviewer-password-1', 'create-user', 'rev@example.org', 'reviewer');
      await expect(run('set-role', 'rev@example.org', 'admin')).resolves.toBe(0);
      await expect(
        withUsers((users) => users.findByEmail('rev@example.org')),
      ).resolves.toMatchObject({ role: 'admin' });

      await expect(runTyping('a-brand-new-password', 'set-password', 'rev@example.org')).resolves.toBe(0);
      await expect(
        withUsers((users) => users.authenticate('rev@example.org', 'reviewer-password-1')),
      ).resolves.toBeNull();
      await expect(
        withUsers((users) => users.authenticate('rev@example.org', 'a-brand-new-password')),
      ).resolves.not.toBeNull();

      const session = await withUsers((users) =>
        users.startSession(users.findByEmail('rev@example.org')?.id ?? ''),
      );
      await expect(run('disable-user', 'rev@example.org')).resolves.toBe(0);
      await expect(
        withUsers((users) => users.authenticate('rev@example.org', 'a-brand-new-password')),
      ).resolves.toBeNull();
      await expect(withUsers((users) => users.resolveSession(session.token))).resolves.toBeNull();

      await expect(run('enable-user', 'rev@example.org')).resolves.toBe(0);
      await expect(
        withUsers((users) => users.authenticate('rev@example.org', 'a-brand-new-password')),
      ).resolves.not.toBeNull();
    });

    it('26.12 takes passwords from the prompt or standard input, never the command line', async () => {
      await expect(run('create-user', 'rev@example.org', 'reviewer-password-1', 'reviewer')).resolves.toBe(2);
      expect(err.join('\n')).toContain('Passwords are not taken on the command line');
      await expect(run('set-password', 'rev@example.org', 'a-brand-new-password')).resolves.toBe(2);
      await expect(withUsers((users) => users.findByEmail('rev@example.org'))).resolves.toBeNull();
      const prompts: string[] = [];
      const code = await runAdminCli(['create-user', 'rev@example.org', 'reviewer'], {
        env: { DATA_DIR: dataDir, REVIEW_LINK_SECRET: SECRET },
        out: (line) => out.push(line),
        err: (line) => err.push(line),
        readPassword: async (prompt) => {
          prompts.push(prompt);
          return 'reviewer-password-1';
        },
        clock: () => NOW,
      });
      expect(code).toBe(0);
      expect(prompts).toEqual(['Password for rev@example.org: ']);
      await expect(withUsers((users) => users.authenticate('rev@example.org', 'reviewer-password-1'))).resolves.not.toBeNull();
    });

    it('26.12 the built command reads the password from standard input', async () => {
      const { spawnSync } = await import('node:child_process');
      const cli = join(import.meta.dirname, '../dist/admin-cli.js');
      const result = spawnSync(process.execPath, [cli, 'create-user', 'piped@example.org', 'admin'], {
        input: 'a-piped-password-123\n',
        env: { ...process.env, DATA_DIR: dataDir, REVIEW_LINK_SECRET: SECRET },
        encoding: 'utf8',
      });
      expect(result.stdout).toContain('Created admin piped@example.org.');
      expect(result.status).toBe(0);
      await expect(withUsers((users) => users.authenticate('piped@example.org', 'a-piped-password-123'))).resolves.not.toBeNull();
    });

    it('exits 1 for an unknown user', async () => {
      await expect(run('disable-user', 'ghost@example.org')).resolves.toBe(1);
      expect(err).toEqual(['No user has the email ghost@example.org.']);
    });
  });
});
