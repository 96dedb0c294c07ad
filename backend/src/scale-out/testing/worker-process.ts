import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../testing/backend-process.js';

/** The built projections worker (`npm run build` first). */
export const WORKER_MAIN = path.resolve(import.meta.dirname, '../../../dist/projections-worker.js');

export interface WorkerHealth {
  role: 'leader' | 'standby';
  owner: string;
  ready: boolean;
}

export interface WorkerProcess {
  url: string;
  pid: number;
  output: () => string;
  health(): Promise<WorkerHealth>;
  /** Sends a signal (SIGSTOP freezes the worker as a long pause would, SIGCONT thaws it). */
  signal(signal: NodeJS.Signals): void;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts one real projections worker and waits until it answers /health/live. */
export const startWorker = async (env: Record<string, string>, timeoutMs = 30_000): Promise<WorkerProcess> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [WORKER_MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', PROJECTIONS_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`worker exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/health/live`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`worker did not start in ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    output: () => log,
    async health() {
      return (await (await fetch(`${url}/health/live`)).json()) as WorkerHealth;
    },
    signal(signal: NodeJS.Signals) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
};
