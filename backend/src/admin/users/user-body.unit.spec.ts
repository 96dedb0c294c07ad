import { parseNewUser, parseUserChange } from './user-body.js';

describe('parseNewUser', () => {
  it('takes email, password and role as given (the auth slice normalises and checks them)', () => {
    expect(parseNewUser({ email: 'A@b.c', password: 'pw', role: 'admin' })).toEqual({ ok: true, value: { email: 'A@b.c', password: 'pw', role: 'admin' } });
  });

  it('names each missing or wrong field', () => {
    const parsed = parseNewUser({ email: ' ', role: 'owner' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(['email', 'password', 'role']);
    expect(parseNewUser(null).ok).toBe(false);
  });
});

describe('parseUserChange', () => {
  it('takes a role, a disabled flag or both', () => {
    expect(parseUserChange({ role: 'reviewer' })).toEqual({ ok: true, value: { role: 'reviewer' } });
    expect(parseUserChange({ disabled: false })).toEqual({ ok: true, value: { disabled: false } });
    expect(parseUserChange({ role: 'admin', disabled: true })).toEqual({ ok: true, value: { role: 'admin', disabled: true } });
  });

  it.each([[{}], [[]], [{ role: 'owner' }], [{ disabled: 'true' }], [{ password: 'x' }], [{ role: 'admin', id: 'x' }]])('refuses %j', (body) => {
    expect(parseUserChange(body).ok).toBe(false);
  });
});
