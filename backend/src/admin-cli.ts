import { loadConfig } from './config/app-config.js';
import { keepDataDirPrivate } from './shared/lifecycle/private-data-dir.js';
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
import type { UserRole } from '@centre/contracts';

export const USAGE = `Usage: npm run admin -- <command> [arguments]
  (or: node backend/dist/admin-cli.js <command> [arguments])

Commands:
  review-link <bookingId> <reviewerEmail> [--hours N]
                                                 print a review URL signed for that reviewer (default validity: REVIEW_LINK_TTL_HOURS, 72 h)
  create-user <email> <reviewer|expert|admin>    add a user (password: at least ${MIN_PASSWORD_LENGTH} characters)
  set-role <email> <reviewer|expert|admin>       change a user's role
  set-password <email>                           replace a password and end the user's sessions
  disable-user <email>                           block sign-in and end the user's sessions
  enable-user <email>                            allow a disabled user to sign in again

Passwords are typed at a prompt that does not show them, or piped on standard input (its
first line), never given on the command line, where the shell's history and the process
list would keep them.

Reads DATA_DIR (users in DATA_DIR/auth.sqlite), PUBLIC_BASE_URL, REVIEW_LINK_SECRET and
REVIEW_LINK_TTL_HOURS like the server. Exit codes: 0 done, 1 failed, 2 bad usage.`;

export interface AdminCliDeps {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
  /** A password typed at a prompt (not echoed) or the first line of standard input. */
  readPassword: (prompt: string) => Promise<string>;
  clock?: Clock;
}

/** The words for a password given where it would be kept: the command line. */
export const PASSWORD_ON_COMMAND_LINE =
  'Passwords are not taken on the command line (the shell history and the process list would keep them). ' +
  'Leave the password out: the command asks for it, or reads it from standard input, e.g. ' +
  '`npm run admin -- create-user EMAIL ROLE` then type it, or `printf "%s\n" "$PASSWORD" | npm run admin -- set-password EMAIL`.';

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

function role(value: string): UserRole {
  if (!isUserRole(value))
    throw new UsageError(`The role must be reviewer, expert or admin, not "${value}".`);
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
        if (args.length === 3) throw new UsageError(PASSWORD_ON_COMMAND_LINE);
        const [email = '', roleName = ''] = expectArgs(command, args, ['email', 'reviewer|expert|admin']);
        role(roleName);
        const password = await deps.readPassword(`Password for ${email}: `);
        const user = await withUsers(config, clock, (users) =>
          users.createUser(email, password, role(roleName)),
        );
        deps.out(`Created ${user.role} ${user.email}.`);
        return 0;
      }
      case 'set-role': {
        const [email = '', roleName = ''] = expectArgs(command, args, ['email', 'reviewer|expert|admin']);
        const wanted = role(roleName);
        const user = await withUsers(config, clock, (users) => users.setRole(email, wanted));
        deps.out(`${user.email} is now ${user.role}.`);
        return 0;
      }
      case 'set-password': {
        if (args.length === 2) throw new UsageError(PASSWORD_ON_COMMAND_LINE);
        const [email = ''] = expectArgs(command, args, ['email']);
        const password = await deps.readPassword(`New password for ${email}: `);
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

/** A line typed without echo at a terminal; from a pipe, the first line of standard input. */
export const readPasswordFromStdin = async (prompt: string): Promise<string> => {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) {
      text += String(chunk);
      if (text.includes('\n')) break;
    }
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  return new Promise<string>((resolve, reject) => {
    let typed = '';
    const done = (finish: () => void) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      finish();
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return done(() => resolve(typed));
        if (char === '\u0003') return done(() => reject(new Error('Cancelled.')));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
};

if (invokedDirectly()) {
  const config = (() => {
    try {
      return loadConfig(process.env);
    } catch {
      return undefined; // runAdminCli reads the configuration again and says what is wrong
    }
  })();
  if (config) keepDataDirPrivate(config.dataDir);
  const code = await runAdminCli(process.argv.slice(2), {
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    readPassword: readPasswordFromStdin,
  });
  process.exitCode = code;
}
