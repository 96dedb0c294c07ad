import request from 'supertest';
import { UsersService } from '../../auth/index.js';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../testing/admin-test-app.js';

let t: AdminTestApp;
let admin: SignedIn;
const http = () => request(t.app.getHttpServer());
const users = () => http().get('/api/admin/users').set('Cookie', admin.cookie);
const create = (body: object) => http().post('/api/admin/users').set('Cookie', admin.cookie).send(body);
const account = async (id: string): Promise<{ labs: string[]; changed?: unknown }> =>
  (await users()).body.users.find((u: { id: string }) => u.id === id);
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
      users: [{ id: admin.user.id, email: 'lead.admin@centre.example.edu', role: 'admin', disabled: false, createdAt: expect.any(String), labs: [] }],
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

  it('27.4 gives a reviewer labs, records which admin changed the account, and hands the labs to the reviewers\' mail', async () => {
    const other = await t.signIn('reviewer', 'bio.reviewer@centre.example.edu');
    t.clock.set(new Date('2026-11-21T06:00:00Z'));
    const res = await patch(other.user.id, { labs: ['BioLab', 'FabricationLab', 'BioLab'] });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      role: 'reviewer',
      labs: ['BioLab', 'FabricationLab'],
      changed: { at: '2026-11-21T06:00:00.000Z', by: 'lead.admin@centre.example.edu' },
    });
    expect(await account(other.user.id)).toMatchObject({ labs: ['BioLab', 'FabricationLab'] });
    expect(t.app.get(UsersService).reviewers()).toEqual(
      expect.arrayContaining([
        { userId: admin.user.id, email: 'lead.admin@centre.example.edu', labs: [] },
        { userId: other.user.id, email: 'bio.reviewer@centre.example.edu', labs: ['BioLab', 'FabricationLab'] },
      ]),
    );
    // An empty list gives every lab back; made admin, the reviewer leaves their labs behind.
    expect((await patch(other.user.id, { labs: [] })).body.user.labs).toEqual([]);
    await patch(other.user.id, { labs: ['BioLab'] }).expect(200);
    expect((await patch(other.user.id, { role: 'admin' })).body.user).toMatchObject({ role: 'admin', labs: [] });
  });

  it('27.4 refuses labs that do not exist, labs for an admin, and a labs field that is not a list', async () => {
    const other = await t.signIn('reviewer');
    const unknown = await patch(other.user.id, { labs: ['BioLab', 'MoonLab'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, errors: { labs: 'There is no lab MoonLab.' } });
    const forAdmin = await patch(admin.user.id, { labs: ['BioLab'] });
    expect(forAdmin.status).toBe(400);
    expect(forAdmin.body.errors.labs).toBe('Only a reviewer is given labs: an admin sees every lab.');
    expect((await patch(other.user.id, { labs: 'BioLab' })).body.errors.labs).toBe('labs must be a list of lab ids');
    // Nothing was half applied.
    expect(await account(other.user.id)).toMatchObject({ labs: [] });
    expect((await account(other.user.id)).changed).toBeUndefined();
  });

  it('refuses unknown users (404) and bodies that change nothing or something else (400)', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', { role: 'admin' })).status).toBe(404);
    for (const body of [{}, { role: 'owner' }, { disabled: 'yes' }, { email: 'x@y.z' }]) {
      expect((await patch(admin.user.id, body)).status).toBe(400);
    }
  });
});
