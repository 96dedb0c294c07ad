import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventIdFromKey, randomSuffix, suffixFromKey } from './idempotent-ids.js';
import { SqliteIdempotencyStore } from './sqlite.idempotency-store.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'idempotency-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('SqliteIdempotencyStore', () => {
  it('keeps the first answer for a key, also across two connections to one file', () => {
    const file = join(dir, 'idempotency.sqlite');
    const one = new SqliteIdempotencyStore(file);
    const two = new SqliteIdempotencyStore(file);
    try {
      expect(one.get('k')).toBeUndefined();
      const first = { fingerprint: 'f', status: 201, body: { bookingId: 'a' } };
      expect(one.putFirst('k', first)).toEqual(first);
      expect(two.putFirst('k', { fingerprint: 'f', status: 201, body: { bookingId: 'b' } })).toEqual(first);
      expect(two.get('k')).toEqual(first);
    } finally {
      one.close();
      two.close();
    }
  });
});

describe('idempotent ids', () => {
  it('derive the same ids from the same key, different ids from different keys', () => {
    expect(suffixFromKey('k')).toBe(suffixFromKey('k'));
    expect(suffixFromKey('k')).not.toBe(suffixFromKey('l'));
    expect(suffixFromKey('k')).toMatch(/^[a-z2-7]{16}$/);
    expect(randomSuffix()).not.toBe(randomSuffix());
    const id = eventIdFromKey('k', 'ApproveBooking', 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(eventIdFromKey('k', 'RejectBooking', 0)).not.toBe(id);
    expect(eventIdFromKey('k', 'ApproveBooking', 1)).not.toBe(id);
  });
});
