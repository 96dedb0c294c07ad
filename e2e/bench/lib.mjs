// Shared pieces of the benchmarks: real processes on loopback, medians, result files.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createClient } from 'redis';

/** This checkout: the benchmark scripts, their node_modules and their results. */
export const root = path.resolve(import.meta.dirname, '../..');
/**
 * The checkout whose build is measured: this one, or another named by BENCH_ROOT (a built
 * checkout of another commit), so that two builds run side by side in one sitting
 * (compare.mjs sets it for each run).
 */
export const benchRoot = path.resolve(process.env.BENCH_ROOT ?? root);
export const mainJs = path.join(benchRoot, 'backend/dist/main.js');
// compare.mjs gives every run a folder of its own, so that neither checkout's results change.
export const resultsDir = path.resolve(process.env.BENCH_RESULTS_DIR ?? path.join(import.meta.dirname, 'results'));

/**
 * The V8 flags the projections worker runs with, read from the root package.json's
 * `projections` script (`npm run projections`; compose gives the worker the same): rebuild
 * benchmarks measure with them, as the worker rebuilds.
 */
export const workerNodeFlags = () => {
  const script = JSON.parse(readFileSync(path.join(benchRoot, 'package.json'), 'utf8')).scripts.projections;
  const found = /\bnode((?: --[\w-]+(?:=\S+)?)*) backend\/dist\/projections-worker\.js/.exec(script);
  if (!found) throw new Error(`package.json: the projections script does not start backend/dist/projections-worker.js with node: ${script}`);
  return found[1].split(' ').filter(Boolean);
};

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

export const machine = () => ({
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
});

/** YYYY-MM-DD of today + `days` in the centre's zone. */
export const dateIn = (days, timeZone = process.env.CENTRE_TIMEZONE ?? 'Asia/Kolkata') => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const waitFor = async (url, child, ms = 60_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
};

/**
 * CPU milliseconds (user + system) a process has used so far, from /proc (Linux); null elsewhere.
 * CPU per request is steadier than throughput on a shared machine.
 */
const CLOCK_TICKS = 100; // getconf CLK_TCK
// /proc/PID/stat after the command's closing parenthesis: state, ppid, … utime, stime,
// cutime, cstime (fields 3, 4, 14–17 of proc(5)).
const statOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), reapedTicks: Number(fields[13]) + Number(fields[14]) };
  } catch {
    return null;
  }
};
export const cpuMs = (pid) => {
  const stat = statOf(pid);
  return stat === null ? null : (stat.ticks * 1000) / CLOCK_TICKS;
};

/**
 * CPU milliseconds of a process and everything it started: its own threads, its children that
 * have exited (counted by the kernel into the parent once reaped) and those still running (a
 * PostgreSQL cluster is a postmaster and a process per connection and per background task).
 * Null when the process is gone or /proc is missing.
 */
export const treeCpuMs = (pid) => {
  const top = statOf(pid);
  if (top === null) return null;
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat === null) continue;
    if (!children.has(stat.ppid)) children.set(stat.ppid, []);
    children.get(stat.ppid).push(stat);
    stat.pid = Number(entry);
  }
  let ticks = top.ticks + top.reapedTicks;
  const pending = [...(children.get(pid) ?? [])];
  while (pending.length > 0) {
    const child = pending.pop();
    ticks += child.ticks + child.reapedTicks;
    pending.push(...(children.get(child.pid) ?? []));
  }
  return (ticks * 1000) / CLOCK_TICKS;
};

const treesCpuMs = (pids) => pids.reduce((sum, pid) => sum + (treeCpuMs(pid) ?? 0), 0);

/**
 * Waits until the process trees `pids` go quiet (together less than `share` of one core over
 * `windowMs`): the work that follows a load (flushes, deferred writes, garbage collection) is
 * over. Returns the seconds it took and whether it gave up after `timeoutMs`.
 */
export const waitQuiet = async (pids, { windowMs = 500, share = 0.05, timeoutMs = 30_000 } = {}) => {
  const start = performance.now();
  let before = treesCpuMs(pids);
  for (;;) {
    await new Promise((r) => setTimeout(r, windowMs));
    const after = treesCpuMs(pids);
    const elapsed = performance.now() - start;
    if (after - before < share * windowMs || elapsed > timeoutMs) {
      return { seconds: Number((elapsed / 1000).toFixed(2)), timedOut: after - before >= share * windowMs };
    }
    before = after;
  }
};

// Servers a benchmark started, ended when it exits however it exits (a crash included): a
// backend left running would load the machine under every later measurement.
const started = new Map();
process.on('exit', () => {
  for (const [child, { signal, cleanup }] of started) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    cleanup?.();
  }
});
/** Ends `child` with `signal` (then runs `cleanup`) if it is still running when this process exits. */
export const endAtExit = (child, signal = 'SIGTERM', cleanup = undefined) => {
  started.set(child, { signal, cleanup });
  child.once('exit', () => started.delete(child));
};

/** Deletes the keys matching `pattern` (SCAN + UNLINK). */
export const dropRedisKeys = async (url, pattern) => {
  const client = createClient({ url });
  await client.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.sendCommand(['SCAN', cursor, 'MATCH', pattern, 'COUNT', '1000']);
      cursor = String(next);
      if (keys.length > 0) await client.sendCommand(['UNLINK', ...keys]);
    } while (cursor !== '0');
  } finally {
    await client.close();
  }
};

/**
 * The built backend (of `benchRoot`) as its own process, with its own data folder: a fresh
 * one that `stop()` removes, or `options.dataDir`, which the caller keeps (to read the log
 * after the process has stopped).
 */
/**
 * Benchmarks send from one machine and book far ahead (a fresh lab-day per slot run): lift
 * the per-address write and sign-in limits and the booking horizon. The cells held per email
 * and per address keep their default caps: the booking workload spreads its bookers and
 * addresses as a campus would (booking-workload.mjs), through X-Forwarded-For behind one
 * trusted proxy.
 */
export const LOAD_FROM_ONE_CLIENT = {
  PUBLIC_WRITES_PER_MINUTE: '100000000',
  LOGIN_ATTEMPTS_PER_MINUTE: '100000000',
  BOOKING_HORIZON_DAYS: '36500',
  TRUST_PROXY: '1',
};

export const startBackend = async (env = {}, options = {}) => {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'centre-bench-'));
  // BENCH_BACKEND_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the backend under load.
  const nodeArgs = (process.env.BENCH_BACKEND_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, mainJs], {
    cwd: benchRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ...LOAD_FROM_ONE_CLIENT,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  endAtExit(child, 'SIGTERM', options.dataDir ? undefined : () => rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  // A backend over a large log takes a while to fold it into memory read models: `options.readyTimeoutMs`.
  await waitFor(`${url}/health/ready`, child, options.readyTimeoutMs);
  return {
    url,
    pid: child.pid,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      // A benchmark's read models would otherwise stay in Redis, and later runs pay for them.
      const namespace = env.READ_MODEL_NAMESPACE;
      const redisUrl = env.REDIS_URL ?? process.env.REDIS_URL;
      if (namespace && redisUrl) await dropRedisKeys(redisUrl, `${namespace}:*`);
    },
  };
};

/**
 * The environment that makes every disk sync of a process `us` microseconds slower: the
 * slow-sync.c shim, built with the system's C compiler (Linux), loaded with LD_PRELOAD.
 */
export const slowSyncEnv = (us) => {
  const source = path.join(import.meta.dirname, 'slow-sync.c');
  const library = path.join(os.tmpdir(), 'centre-bench-slow-sync.so');
  const built = spawnSync('cc', ['-shared', '-fPIC', '-O2', '-o', library, source, '-ldl'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`Building the slow-disk shim needs a C compiler (cc): ${built.error?.message ?? built.stderr}`);
  return { LD_PRELOAD: library, SLOW_SYNC_US: String(us) };
};

/** Any small Node program as its own process (a floor server, for instance). */
export const startScript = async (file, env = {}, readyPath = '/') => {
  const port = await freePort();
  const child = spawn(process.execPath, [file], { env: { ...process.env, PORT: String(port), ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  endAtExit(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`, child);
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
};

/** The home page's initial assets: what index.html loads before anything is clicked (of the build in `dir`). */
export const bundleSizes = (dir = benchRoot) => {
  const client = path.join(dir, 'frontend/build/client');
  const index = path.join(client, 'index.html');
  if (!existsSync(index)) throw new Error('frontend/build/client/index.html is missing: run `npm run build` first');
  const html = readFileSync(index, 'utf8');
  const refs = new Map();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src || !src.startsWith('/') || src.startsWith('//')) continue;
    // The modules a page boots after its first paint are still its initial JS.
    for (const [, list] of tag.matchAll(/\bdata-(?:module|modulepreload)="([^"]*)"/g)) {
      for (const module of list.split(' ').filter(Boolean)) refs.set(module, 'js');
    }
    if (tag.startsWith('<script')) refs.set(src, 'js');
    else if (/rel="modulepreload"/.test(tag)) refs.set(src, 'js');
    else if (/rel="stylesheet"/.test(tag)) refs.set(src, 'css');
  }
  const files = [...refs].map(([src, kind]) => {
    const bytes = readFileSync(path.join(client, decodeURIComponent(src.split('?')[0])));
    return {
      file: src,
      kind,
      bytes: bytes.length,
      gzipBytes: gzipSync(bytes, { level: 9 }).length,
      brotliBytes: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  const total = (kind, key) => files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f[key], 0);
  const htmlBytes = Buffer.from(html);
  return {
    description: "The home page's initial JS and CSS: every <script src>, modulepreload (also those a script boots after the first paint) and stylesheet of frontend/build/client/index.html, compressed here (gzip -9, Brotli 11)",
    page: '/',
    files,
    js: { bytes: total('js', 'bytes'), gzipBytes: total('js', 'gzipBytes'), brotliBytes: total('js', 'brotliBytes') },
    css: { bytes: total('css', 'bytes'), gzipBytes: total('css', 'gzipBytes'), brotliBytes: total('css', 'brotliBytes') },
    html: { bytes: htmlBytes.length, gzipBytes: gzipSync(htmlBytes, { level: 9 }).length },
    target: { jsGzipKB: 150 },
  };
};

/** Which build a result measured: the checkout's folder and its commit (with a mark if changed). */
export const checkoutOf = (dir = benchRoot) => {
  const git = (...args) => spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8' });
  const commit = git('rev-parse', '--short', 'HEAD').stdout.trim() || null;
  // Benchmark results written since the commit change nothing that is measured.
  const dirty = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)e2e/bench/results').stdout.trim() !== '';
  return { path: dir, commit: commit && dirty ? `${commit} (with uncommitted changes)` : commit };
};

export const writeResult = (name, result) => {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ benchmark: name, runDate: new Date().toISOString(), machine: machine(), ...result }, null, 2)}\n`);
  return file;
};
