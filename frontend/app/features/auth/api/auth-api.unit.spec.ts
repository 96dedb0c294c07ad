import { safeRedirect } from './auth-api';

describe('safeRedirect', () => {
  it.each([
    ['/admin/bookings?status=pending', '/admin/bookings?status=pending'],
    ['/admin', '/admin'],
    [null, '/admin'],
    ['', '/admin'],
    ['//evil.example/admin', '/admin'],
    ['/\\evil.example', '/admin'],
    ['https://evil.example', '/admin'],
    ['javascript:alert(1)', '/admin'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target, '/admin')).toBe(expected);
  });
});
