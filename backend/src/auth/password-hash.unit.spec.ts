import { hashPassword, verifyPassword, type ScryptParams } from './password-hash.js';

const cheap: ScryptParams = { logN: 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery', cheap);
    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('stores the parameters and a fresh salt with every hash', async () => {
    const first = await hashPassword('same password here', cheap);
    const second = await hashPassword('same password here', cheap);
    expect(first).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('same password here');
  });

  it('verifies with the stored parameters, not the current defaults', async () => {
    const stored = await hashPassword('an older password', { logN: 11, r: 4, p: 2 });
    await expect(verifyPassword('an older password', stored)).resolves.toBe(true);
  });

  it('treats unreadable or tampered stored values as a mismatch', async () => {
    const stored = await hashPassword('some password 1', cheap);
    const parts = stored.split('$');
    const tampered = [...parts.slice(0, 5), `${parts[5]?.slice(0, -2)}AA`].join('$');
    await expect(verifyPassword('some password 1', tampered)).resolves.toBe(false);
    await expect(verifyPassword('some password 1', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('some password 1', 'scrypt$40$8$1$c2FsdA$aGFzaA')).resolves.toBe(false);
  });
});
