import { loadConfig } from './config/app-config.js';
import 'reflect-metadata';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  authConfigOf,
  authDatabaseFile,
  type AuthConfig,
  type Clock,
  ReviewLinkService,
  SqliteUsersRepository,
  isUserRole,
  MIN_PASSWORD_LENGTH,
  UsersService,
} from './auth/index.js';

export const USAGE = `Usage: npm run admin -- <command> [arguments]
  (or: node backend/dist/admin-cli.js <command> [arguments])

Commands:
  review-link <bookingId> <reviewerEmail> [--hours N]
                                                 print a review URL signed for that reviewer (default validity: REVIEW_LINK_TTL_HOURS, 72 h)
  create-user <email> <password> <reviewer|admin> add a user (password: at least ${MIN_PASSWORD_LENGTH} characters)
  set-role <email> <reviewer|admin>              change a user's role
  set-password <email> <password>                replace a password and end the user's sessions
  disable-user <email>                           block sign-in and end the user's sessions
  enable-user <email>                            allow a disabled user to sign in again

Reads DATA_DIR (users in DATA_DIR/auth.sqlite), PUBLIC_BASE_URL, REVIEW_LINK_SECRET and
REVIEW_LINK_TTL_HOURS like the server. Exit codes: 0 done, 1 failed, 2 bad usage.`;

export interface AdminCliDeps {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
  clock?: Clock;
}

class UsageError extends Error {}

function parseHours(args: string[]): { rest: string[]; hours: number | undefined } {
  const rest: string[] = [];
  let hours: number | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const inline = arg.startsWith('--hours=') ? arg.slice('--hours='.length) : undefined;
    if (arg === '--hours' || inline !== undefined) {
      const raw = inline ?? args[(index += 1)];
      hours = Number(raw);
      if (raw === undefined || raw.trim() === '' || !Number.isFinite(hours) || hours <= 0) {
        throw new UsageError('--hours needs a positive number.');
      }
    } else if (arg.startsWith('--')) {
      throw new UsageError(`Unknown option ${arg}.`);
    } else {
      rest.push(arg);
    }
  }
  return { rest, hours };
}

function expectArgs(command: string, args: string[], names: string[]): string[] {
  if (args.length !== names.length)
    throw new UsageError(`${command} takes ${names.map((name) => `<${name}>`).join(' ')}.`);
  return args;
}

function role(value: string): 'reviewer' | 'admin' {
  if (!isUserRole(value))
    throw new UsageError(`The role must be reviewer or admin, not "${value}".`);
  return value;
}

async function withUsers<T>(
  config: AuthConfig,
  clock: Clock,
  work: (users: UsersService) => Promise<T> | T,
): Promise<T> {
  const repository = new SqliteUsersRepository(authDatabaseFile(config));
  try {
    return await work(new UsersService(repository, config, clock));
  } finally {
    repository.close();
  }
}

/** The whole CLI, with its world passed in; returns the exit code. */
export async function runAdminCli(argv: string[], deps: AdminCliDeps): Promise<number> {
  const clock = deps.clock ?? ((): Date => new Date());
  const [command, ...args] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    (command === undefined ? deps.err : deps.out)(USAGE);
    return command === undefined ? 2 : 0;
  }
  try {
    const config = authConfigOf(loadConfig(deps.env));
    switch (command) {
      case 'review-link': {
        const { rest, hours } = parseHours(args);
        const [bookingId = '', email = ''] = expectArgs(command, rest, ['bookingId', 'reviewerEmail']);
        if (bookingId.trim() === '') throw new UsageError('The booking id is empty.');
        // The link acts as this reviewer: only one who may review can be named.
        const reviewer = await withUsers(config, clock, (users) => {
          const found = users.findByEmail(email);
          return found ? users.activeReviewer(found.id) : null;
        });
        if (!reviewer) throw new UsageError(`No enabled reviewer or admin has the email "${email}".`);
        const links = new ReviewLinkService(config, clock);
        if (links.secretSource.source !== 'env') {
          deps.err(
            `Warning: REVIEW_LINK_SECRET is not set; using the generated secret in ${links.secretSource.file ?? 'DATA_DIR/secrets.json'}.`,
          );
        }
        const link = links.createLink(bookingId, reviewer.id, hours);
        deps.out(link.url);
        deps.err(`Valid until ${link.expiresAt.toISOString()}.`);
        return 0;
      }
      case 'create-user': {
        const [email = '', password = '', roleName = ''] = expectArgs(command, args, [
          'email',
          'password',
          'reviewer|admin',
        ]);
        const user = await withUsers(config, clock, (users) =>
          users.createUser(email, password, role(roleName)),
        );
        deps.out(`Created ${user.role} ${user.email}.`);
        return 0;
      }
      case 'set-role': {
        const [email = '', roleName = ''] = expectArgs(command, args, ['email', 'reviewer|admin']);
        const wanted = role(roleName);
        const user = await withUsers(config, clock, (users) => users.setRole(email, wanted));
        deps.out(`${user.email} is now ${user.role}.`);
        return 0;
      }
      case 'set-password': {
        const [email = '', password = ''] = expectArgs(command, args, ['email', 'password']);
        const user = await withUsers(config, clock, (users) => users.setPassword(email, password));
        deps.out(`Changed the password of ${user.email}; their sessions have ended.`);
        return 0;
      }
      case 'disable-user':
      case 'enable-user': {
        const [email = ''] = expectArgs(command, args, ['email']);
        const disabled = command === 'disable-user';
        const user = await withUsers(config, clock, (users) => users.setDisabled(email, disabled));
        deps.out(
          disabled
            ? `Disabled ${user.email}; their sessions have ended.`
            : `Enabled ${user.email}.`,
        );
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error: unknown) {
    if (error instanceof UsageError) {
      deps.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    deps.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

function invokedDirectly(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  const code = await runAdminCli(process.argv.slice(2), {
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
  process.exitCode = code;
}
