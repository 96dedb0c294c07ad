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

  it('27.4 takes a reviewer\'s labs as a list (which labs exist is the auth slice\'s rule)', () => {
    expect(parseUserChange({ labs: ['BioLab'] })).toEqual({ ok: true, value: { labs: ['BioLab'] } });
    expect(parseUserChange({ labs: [] })).toEqual({ ok: true, value: { labs: [] } });
    expect(parseUserChange({ labs: 'BioLab' }).ok).toBe(false);
    expect(parseUserChange({ labs: [3] }).ok).toBe(false);
  });

  it.each([[{}], [[]], [{ role: 'owner' }], [{ disabled: 'true' }], [{ password: 'x' }], [{ role: 'admin', id: 'x' }]])('refuses %j', (body) => {
    expect(parseUserChange(body).ok).toBe(false);
  });
});
