import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CENTRE_PROJECTIONS, RedisReadModelStore } from '@centre/projections';
import { SqliteEventStore } from '../shared/event-store/sqlite.event-store.js';
import { tempDataDir } from '../testing/backend-process.js';
import { appendBookings } from './testing/booking-events.js';
import { WORKER_MAIN } from './testing/worker-process.js';

// `npm run projections -- rebuild …` and `-- status`: the built worker as an operator runs it,
// against a real SQLite log and Redis.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = promisify(execFile);

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

describe('the projections command line', () => {
  const data = tempDataDir();
  const namespace = `test-cli-${randomUUID()}`;
  let head = 0;

  const cli = async (...args: string[]): Promise<Outcome> => {
    const env = { ...process.env, DATA_DIR: data.dir, REDIS_URL, READ_MODEL_NAMESPACE: namespace, REBUILD_FOLD_THREADS: '2' };
    try {
      const { stdout, stderr } = await run(process.execPath, [WORKER_MAIN, ...args], { env, timeout: 60_000 });
      return { code: 0, stdout, stderr };
    } catch (error: unknown) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  };

  beforeAll(async () => {
    const log = new SqliteEventStore({ path: join(data.dir, 'events.sqlite') });
    head = await appendBookings(log, 0, 30);
    await log.close();
  });

  afterAll(async () => {
    const store = await RedisReadModelStore.connect(REDIS_URL, { root: namespace });
    await store.dropNamespace();
    await store.close();
    data.remove();
  });

  it('rebuild --all builds every projection, and status then shows none behind', async () => {
    const rebuilt = await cli('rebuild', '--all');
    expect(rebuilt.stderr).toBe('');
    expect(rebuilt.code).toBe(0);
    const lines = rebuilt.stdout.split('\n').filter((line) => line.startsWith('rebuilt '));
    expect(lines.map((line) => line.slice('rebuilt '.length).split(':')[0])).toEqual(CENTRE_PROJECTIONS.map((p) => p.name));
    expect(lines.every((line) => line.includes(`→ 1, ${head} events in`))).toBe(true);

    const status = await cli('status');
    expect(status.code).toBe(0);
    const report = JSON.parse(status.stdout) as { head: number; projections: Array<{ projection: string; generation: number; lagEvents: number }> };
    expect(report.head).toBe(head);
    expect(report.projections.map(({ projection, generation, lagEvents }) => ({ projection, generation, lagEvents }))).toEqual(
      CENTRE_PROJECTIONS.map((p) => ({ projection: p.name, generation: 1, lagEvents: 0 })),
    );
  });

  it('rebuild of two names moves only those two to a new generation', async () => {
    const rebuilt = await cli('rebuild', 'occupancy', 'inbox');
    expect(rebuilt.code).toBe(0);
    // Both fold in parts on threads reading the log by themselves, as REBUILD_FOLD_THREADS says.
    expect(rebuilt.stdout).toMatch(/^rebuilt occupancy: generation 1 → 2, 30 events in \d+ ms \(\d+ events\/s\); folded in 2 parts on threads of their own$/m);
    expect(rebuilt.stdout).toMatch(/^rebuilt inbox: generation 1 → 2, 30 events in \d+ ms \(\d+ events\/s\); folded in 2 parts on threads of their own$/m);

    const report = JSON.parse((await cli('status')).stdout) as { projections: Array<{ projection: string; generation: number }> };
    expect(Object.fromEntries(report.projections.map((p) => [p.projection, p.generation]))).toEqual({
      occupancy: 2,
      'booking-lists': 1,
      inbox: 2,
      'booking-holds': 1,
      applications: 1,
      'lab-operations': 1,
      qualifications: 1,
      catalogue: 1,
    });
  });

  it('names the projections it knows when asked for one it does not, and exits with 2', async () => {
    const refused = await cli('rebuild', 'occupancy', 'nope');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('unknown projection: nope (known: occupancy, booking-lists, inbox, booking-holds, applications, lab-operations, qualifications, catalogue)');
    expect((await cli('rebuild')).code).toBe(2);
  });
});
