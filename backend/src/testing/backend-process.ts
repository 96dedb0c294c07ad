import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The built backend (`npm run build` first; `npm test` builds before it runs Jest). */
export const BACKEND_MAIN = path.resolve(import.meta.dirname, '../../dist/main.js');

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export const tempDataDir = (): { dir: string; remove(): void } => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'centre-backend-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

export interface BackendProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts one real backend process and waits until it answers /health/live. Unless told
 * otherwise it keeps what it stores in Redis (read models, rate-limit counters) under a
 * namespace of its own, so that no other test's process, nor an earlier run's, shares them.
 */
export const startBackend = async (env: Record<string, string>, timeoutMs = 30_000): Promise<BackendProcess> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [BACKEND_MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_BASE_URL: url, READ_MODEL_NAMESPACE: `test-${randomUUID()}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`backend exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/health/live`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`backend did not start in ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => log,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
};
