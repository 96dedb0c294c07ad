import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveReviewLinkSecret } from './review-link-secret.js';

describe('review link secret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'centre-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses REVIEW_LINK_SECRET when set and writes nothing', () => {
    expect(resolveReviewLinkSecret('from-the-environment', dir)).toEqual({ secret: 'from-the-environment', source: 'env' });
    expect(() => statSync(join(dir, 'secrets.json'))).toThrow();
  });

  it('generates a secret once and keeps it across restarts', () => {
    const first = resolveReviewLinkSecret(undefined, join(dir, 'nested'));
    expect(first.source).toBe('generated');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    const second = resolveReviewLinkSecret(undefined, join(dir, 'nested'));
    expect(second).toEqual({ secret: first.secret, source: 'file', file: join(dir, 'nested', 'secrets.json') });
    expect(statSync(join(dir, 'nested', 'secrets.json')).mode & 0o077).toBe(0);
  });

  it('keeps other entries of secrets.json', () => {
    writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ other: 'value' }));
    const { secret } = resolveReviewLinkSecret(undefined, dir);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'))).toEqual({ other: 'value', reviewLinkSecret: secret });
  });
});
