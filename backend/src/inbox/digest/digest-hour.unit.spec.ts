import { loadConfig } from '../../config/app-config.js';

describe('29.5 the digest’s hour (INBOX_DIGEST_HOUR)', () => {
  it('is 8 in the centre’s zone unless set, an hour from 0 to 23 when set, and none when off', () => {
    expect(loadConfig({}).applications.digestHour).toBe(8);
    expect(loadConfig({ INBOX_DIGEST_HOUR: '0' }).applications.digestHour).toBe(0);
    expect(loadConfig({ INBOX_DIGEST_HOUR: '23' }).applications.digestHour).toBe(23);
    expect(loadConfig({ INBOX_DIGEST_HOUR: 'off' }).applications.digestHour).toBeNull();
  });

  it.each(['24', '-1', '7.5', 'eight'])('refuses %s with words that name the setting', (raw) => {
    expect(() => loadConfig({ INBOX_DIGEST_HOUR: raw })).toThrow(/INBOX_DIGEST_HOUR/);
  });
});
