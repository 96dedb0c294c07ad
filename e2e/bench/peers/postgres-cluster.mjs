// A throwaway PostgreSQL cluster for the peer of the booking benchmark: Debian's `postgresql`
// binaries (BENCH_PG_BIN, default /usr/lib/postgresql/15/bin), a fresh data folder and port on
// loopback, fsync and synchronous_commit on (every COMMIT waits for its WAL flush, as the
// product's append waits for its sync), stopped and removed afterwards. PostgreSQL refuses to
// run as root: when the bench runs as root the cluster runs as the `postgres` user.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { endAtExit, freePort } from '../lib.mjs';

export const pgBin = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why no cluster can be started here, or null when one can. */
export const postgresMissing = () => {
  for (const program of ['initdb', 'postgres']) {
    if (!existsSync(path.join(pgBin, program))) {
      return `PostgreSQL is not installed: no ${path.join(pgBin, program)} (Debian: apt-get install -y postgresql; or set BENCH_PG_BIN to the folder of initdb and postgres)`;
    }
  }
  if (process.getuid?.() === 0 && runAs() === null) return 'Running as root, and there is no `postgres` user to run PostgreSQL as';
  return null;
};

/** The uid and gid of the `postgres` user when running as root; undefined when not root. */
const runAs = () => {
  if (process.getuid?.() !== 0) return undefined;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
};

const waitForConnection = async (port, server) => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`postgres exited with ${server.exitCode}`);
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('PostgreSQL did not accept connections within 30 s');
};

/**
 * Starts a fresh cluster. Returns its port and the postmaster's pid (every other process of the
 * cluster is its child: `treeCpuMs(pid)` is the whole cluster's CPU), and `stop()`, which shuts
 * it down and removes its folder.
 */
export const startPostgres = async () => {
  const missing = postgresMissing();
  if (missing) throw new Error(missing);
  const user = runAs();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'centre-bench-pg-'));
  if (user) chownSync(folder, user.uid, user.gid);
  const dataDir = path.join(folder, 'data');
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  // --no-sync: only initdb's own files go unsynced; the server below syncs every commit.
  const init = spawnSync(path.join(pgBin, 'initdb'), ['-D', dataDir, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C', '--no-sync'], {
    ...asUser,
    encoding: 'utf8',
  });
  if (init.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.error?.message}`);
  }
  const port = await freePort();
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      '',
      '# centre-portal booking benchmark',
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${folder}'`,
      'fsync = on',
      'synchronous_commit = on',
      '',
    ].join('\n'),
  );
  const log = openSync(path.join(folder, 'postgres.log'), 'a');
  if (user) chownSync(path.join(folder, 'postgres.log'), user.uid, user.gid);
  const server = spawn(path.join(pgBin, 'postgres'), ['-D', dataDir], { ...asUser, stdio: ['ignore', log, log] });
  // SIGQUIT: PostgreSQL's immediate shutdown, for a benchmark that ends without stopping it.
  endAtExit(server, 'SIGQUIT', () => rmSync(folder, { recursive: true, force: true }));
  const exited = new Promise((r) => server.once('exit', r));
  try {
    await waitForConnection(port, server);
  } catch (error) {
    server.kill('SIGINT');
    await exited;
    const tail = readFileSync(path.join(folder, 'postgres.log'), 'utf8').split('\n').slice(-10).join('\n');
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
  return {
    port,
    pid: server.pid,
    /** Connection settings in node-postgres's environment variables. */
    env: { PGHOST: '127.0.0.1', PGPORT: String(port), PGUSER: 'postgres', PGDATABASE: 'postgres' },
    async stop() {
      // SIGINT: PostgreSQL's fast shutdown (ends the sessions, then a checkpoint).
      if (server.exitCode === null) server.kill('SIGINT');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
};
