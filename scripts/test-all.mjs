#!/usr/bin/env node
// `npm test`: every suite of the workspace, then one closing line `N passed, N failed`.
// Redis-backed tests need a real Redis: REDIS_URL if set, else one on 127.0.0.1:6379, else a
// throwaway redis-server started here. Browser tests need Chromium (/usr/bin/chromium or
// Playwright's own). Nothing is skipped when they are missing: those tests fail.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const answersPing = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host }, () => socket.write('PING\r\n'));
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
    socket.on('data', (d) => (socket.destroy(), resolve(d.toString().startsWith('+PONG'))));
    socket.on('error', () => resolve(false));
  });

let ownRedis;
if (!process.env.REDIS_URL) {
  if (await answersPing(6379)) {
    process.env.REDIS_URL = 'redis://127.0.0.1:6379';
  } else if (spawnSync('sh', ['-c', 'command -v redis-server']).status === 0) {
    const port = 6399;
    ownRedis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 50 && !(await answersPing(port)); i++) await new Promise((r) => setTimeout(r, 100));
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  } else {
    console.error('No Redis found: install redis-server (apt-get install -y redis-server) or set REDIS_URL. Redis-backed tests will fail.');
    process.env.REDIS_URL = 'redis://127.0.0.1:6379';
  }
}
console.log(`Redis for tests: ${process.env.REDIS_URL}`);

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', ...env } }).status ?? 1;

let failedSteps = 0;
const step = (name, status) => {
  if (status !== 0) {
    failedSteps++;
    console.error(`\n[test] step failed: ${name} (exit ${status})`);
  }
};

step('build', run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']));
// Jest compiles with swc and Playwright with its own loader: neither checks types, so the specs
// and the e2e suite are type-checked here.
step('typecheck', run('npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static']));

// The lint (`npm run lint`: eslint, then the import boundaries of .dependency-cruiser.cjs), as
// two checks that count in the closing line like tests: a broken boundary fails `npm test`.
const lintChecks = [
  ['eslint', run('npx', ['nx', 'run-many', '-t', 'lint', '--outputStyle=static'])],
  ['lint:boundaries', run('npm', ['run', '--silent', 'lint:boundaries'])],
];
for (const [name, status] of lintChecks) step(name, status);

const jestJson = path.join(results, 'jest.json');
step(
  'jest',
  // --forceExit: a suite that leaks a handle must not hang the run (and CI) after its results.
  run(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--ci', '--forceExit', '--json', `--outputFile=${jestJson}`]),
);

const pwJson = path.join(results, 'playwright.json');
step(
  'playwright',
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  }),
);

ownRedis?.kill();

let passed = lintChecks.filter(([, status]) => status === 0).length;
let failed = lintChecks.length - passed;
if (existsSync(jestJson)) {
  const j = JSON.parse(readFileSync(jestJson, 'utf8'));
  passed += j.numPassedTests;
  // A suite that fails to load runs no test; count it as a failure so it cannot hide.
  failed += j.numFailedTests + j.numRuntimeErrorTestSuites;
} else {
  failed++;
}
if (existsSync(pwJson)) {
  const p = JSON.parse(readFileSync(pwJson, 'utf8'));
  passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
  failed += p.stats.unexpected ?? 0;
  failed += (p.errors ?? []).length;
} else {
  failed++;
}
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedSteps > 0 ? 1 : 0);
