import { startBackend, tempDataDir, type BackendProcess } from '../testing/backend-process.js';

const EMAIL = 'first.admin@centre.example.edu';
const PASSWORD = 'a-long-first-admin-password';

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** The link the server printed, waited for (the log is written as the app starts). */
const printedLink = async (backend: BackendProcess): Promise<URL> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = /Open this one-time link to create the first admin[^:]*: ([\w:/.#=?-]+)/.exec(backend.output());
    if (found) return new URL(found[1]!);
    if (Date.now() > deadline) throw new Error(`no setup link in the log:\n${backend.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('27.5 first run: a one-time setup link in the log creates the first admin (one real backend process)', () => {
  const data = tempDataDir();
  let backend: BackendProcess;

  afterAll(async () => {
    await backend?.stop();
    data.remove();
  });

  it('prints the link, creates the admin from it once, then the link is dead', async () => {
    backend = await startBackend({ DATA_DIR: data.dir }, 60_000);
    const link = await printedLink(backend);
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.url}/setup`);
    const token = new URLSearchParams(link.hash.slice(1)).get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(await (await fetch(`${backend.url}/api/setup`)).json()).toEqual({ success: true, needed: true });
    // The setup page is served (the SPA reads the token from the fragment).
    expect((await fetch(`${backend.url}/setup`)).status).toBe(200);

    const wrong = await post(`${backend.url}/api/setup`, { token: `${token}x`, email: EMAIL, password: PASSWORD });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ messageCode: 'auth.setupLinkInvalid' });
    const weak = await post(`${backend.url}/api/setup`, { token, email: EMAIL, password: 'short' });
    expect(weak.status).toBe(400);
    const foreign = await post(`${backend.url}/api/setup`, { token, email: EMAIL, password: PASSWORD }, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);

    const created = await post(`${backend.url}/api/setup`, { token, email: EMAIL, password: PASSWORD });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ success: true, user: { email: EMAIL, role: 'admin' } });
    const cookie = created.headers.getSetCookie().find((c) => c.startsWith('centre_session='))!.split(';')[0]!;
    expect((await fetch(`${backend.url}/api/admin/users`, { headers: { Cookie: cookie } })).status).toBe(200);

    const again = await post(`${backend.url}/api/setup`, { token, email: 'second@centre.example.edu', password: PASSWORD });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ messageCode: 'auth.setupDone' });
    expect(await (await fetch(`${backend.url}/api/setup`)).json()).toEqual({ success: true, needed: false });
    expect((await post(`${backend.url}/api/auth/login`, { email: EMAIL, password: PASSWORD })).status).toBe(200);

    // Restarted with an admin: no link is printed any more.
    await backend.stop();
    backend = await startBackend({ DATA_DIR: data.dir }, 60_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(backend.output()).not.toContain('one-time link');
  }, 150_000);

  it('prints no link when ADMIN_EMAIL and ADMIN_PASSWORD create the first admin', async () => {
    const other = tempDataDir();
    const withAdmin = await startBackend({ DATA_DIR: other.dir, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD }, 60_000);
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(withAdmin.output()).not.toContain('one-time link');
      expect(await (await fetch(`${withAdmin.url}/api/setup`)).json()).toEqual({ success: true, needed: false });
    } finally {
      await withAdmin.stop();
      other.remove();
    }
  }, 150_000);
});
