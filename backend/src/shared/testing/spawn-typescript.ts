import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const register = fileURLToPath(new URL('./ts-loader.register.mjs', import.meta.url));

/**
 * Runs a TypeScript file of this repository in a separate `node` process, with workspace
 * packages resolved to their source, and collects its output once it exits.
 */
export const runTypeScript = (
  file: string,
  args: readonly string[] = [],
  timeoutMs = 60_000,
): Promise<ProcessResult> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@centre/source', '--import', register, file, ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} did not exit within ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
