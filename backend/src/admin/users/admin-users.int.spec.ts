import request from 'supertest';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../testing/admin-test-app.js';

let t: AdminTestApp;
let admin: SignedIn;
const http = () => request(t.app.getHttpServer());
const users = () => http().get('/api/admin/users').set('Cookie', admin.cookie);
const create = (body: object) => http().post('/api/admin/users').set('Cookie', admin.cookie).send(body);
const patch = (id: string, body: object, cookie = admin.cookie) => http().patch(`/api/admin/users/${id}`).set('Cookie', cookie).send(body);

beforeEach(async () => {
  t = await createAdminTestApp();
  admin = await t.signIn('admin', 'lead.admin@centre.example.edu');
});
afterEach(async () => {
  await t.close();
});

describe('users in the console', () => {
  it('lists accounts without any secret', async () => {
    const res = await users();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      users: [{ id: admin.user.id, email: 'lead.admin@centre.example.edu', role: 'admin', disabled: false, createdAt: expect.any(String) }],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|password|session/i);
  });

  it('adds a reviewer who can then sign in', async () => {
    const res = await create({ email: ' New.Reviewer@Centre.example.edu ', password: 'a-long-enough-password', role: 'reviewer' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: 'new.reviewer@centre.example.edu', role: 'reviewer', disabled: false });
    expect((await users()).body.users).toHaveLength(2);
    const login = await http().post('/api/auth/login').send({ email: 'new.reviewer@centre.example.edu', password: 'a-long-enough-password' });
    expect(login.status).toBe(200);
  });

  it.each([
    [{ email: 'lead.admin@centre.example.edu', password: 'a-long-enough-password', role: 'reviewer' }, 409, 'email'],
    [{ email: 'not-an-email', password: 'a-long-enough-password', role: 'reviewer' }, 400, 'email'],
    [{ email: 'short@centre.example.edu', password: 'short', role: 'reviewer' }, 400, 'password'],
    [{ email: 'x@centre.example.edu', password: 'a-long-enough-password', role: 'owner' }, 400, 'role'],
    [{ password: 'a-long-enough-password', role: 'reviewer' }, 400, 'email'],
  ])('refuses %j with %i and a message for %s', async (body, code, field) => {
    const res = await create(body);
    expect(res.status).toBe(code);
    expect(res.body.success).toBe(false);
    expect(res.body.errors[field]).toEqual(expect.any(String));
  });

  it('changes a role and disables and re-enables an account', async () => {
    const other = await t.signIn('reviewer');
    const promoted = await patch(other.user.id, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user).toMatchObject({ id: other.user.id, role: 'admin', disabled: false });
    expect((await http().get('/api/admin/users').set('Cookie', other.cookie)).status).toBe(200);

    const disabled = await patch(other.user.id, { disabled: true, role: 'reviewer' });
    expect(disabled.body.user).toMatchObject({ role: 'reviewer', disabled: true });
    expect((await http().get('/api/auth/me').set('Cookie', other.cookie)).status).toBe(401);
    expect((await patch(other.user.id, { disabled: false })).body.user.disabled).toBe(false);
  });

  it('an admin cannot disable or demote themself, but may keep their own role', async () => {
    for (const body of [{ disabled: true }, { role: 'reviewer' }]) {
      const res = await patch(admin.user.id, body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, code: 'CONFLICT', message: 'You cannot disable or demote your own account.' });
    }
    expect((await patch(admin.user.id, { role: 'admin', disabled: false })).status).toBe(200);
    expect((await users()).body.users[0]).toMatchObject({ role: 'admin', disabled: false });
  });

  it('refuses unknown users (404) and bodies that change nothing or something else (400)', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', { role: 'admin' })).status).toBe(404);
    for (const body of [{}, { role: 'owner' }, { disabled: 'yes' }, { email: 'x@y.z' }]) {
      expect((await patch(admin.user.id, body)).status).toBe(400);
    }
  });
});
