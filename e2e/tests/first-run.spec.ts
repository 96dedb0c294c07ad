import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// 27.5: a fresh install (no ADMIN_EMAIL, no user) in a server of its own: the sign-in page says
// where the setup link is, the link the server printed creates the first admin, then it is dead.
const repoRoot = path.resolve(import.meta.dirname, '../..');

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

let child: ChildProcess;
let dataDir: string;
let baseUrl: string;
let log = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'centre-first-run-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_BASE_URL: baseUrl, NODE_ENV: 'test' };
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  delete env.REDIS_URL;
  child = spawn(process.execPath, ['backend/dist/main.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  await expect.poll(async () => (await fetch(`${baseUrl}/health/live`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
});

test.afterAll(() => {
  child?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('27.5 the first admin comes from the one-time link the server printed', async ({ page }) => {
  await page.goto(`${baseUrl}/sign-in`);
  await expect(page.getByRole('note')).toContainText('printed a one-time setup link in its log');

  const link = /Open this one-time link to create the first admin[^:]*: ([\w:/.#=?-]+)/.exec(log)?.[1];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Create the first admin' })).toBeVisible();
  await page.getByLabel('Email').fill('first.admin@centre.example.edu');
  await page.getByLabel('Password').fill('a-long-first-admin-password');
  await page.getByRole('button', { name: 'Create the admin account' }).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // The link is dead now, and the sign-in page says nothing of it any more.
  const again = await page.request.post(`${baseUrl}/api/setup`, {
    data: { token: new URLSearchParams(new URL(link!).hash.slice(1)).get('token'), email: 'second@centre.example.edu', password: 'a-long-first-admin-password' },
  });
  expect(again.status()).toBe(409);
  await page.context().clearCookies();
  await page.goto(`${baseUrl}/sign-in`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('27.5 a setup page opened without its token says so', async ({ page }) => {
  await page.goto(`${baseUrl}/setup`);
  await expect(page.getByRole('alert')).toContainText('This setup link is not valid');
});
