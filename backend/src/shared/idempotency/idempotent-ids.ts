import { createHash, randomFillSync } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

const base32 = (bytes: Uint8Array, length: number): string => {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE32[(bytes[i] ?? 0) % 32];
  return out;
};

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Random bytes from the system's generator, drawn a few kilobytes at a time (as Node does for
 * randomUUID): one call per booking cost a system call and a buffer of its own.
 */
const pool = Buffer.alloc(4096);
let drawn = pool.length;
const randomBytesOf = (count: number): Uint8Array => {
  if (drawn + count > pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  drawn += count;
  return pool.subarray(drawn - count, drawn);
};

/** A fresh booking id suffix: 16 base32 characters (80 bits). */
export const randomSuffix = (): string => base32(randomBytesOf(16), 16);

/** The booking id suffix a keyed request always gets, so its repeat addresses the same booking. */
export const suffixFromKey = (key: string): string => base32(sha256(`booking-id\n${key}`), 16);

/**
 * A UUID-shaped event id derived from the key, the kind of command and the event's index. Not
 * from the stream: the log's unique event id then refuses the same key on any other stream.
 */
export const eventIdFromKey = (key: string, commandType: string, index: number): string => {
  const hex = sha256(`event-id\n${key}\n${commandType}\n${index}`).toString('hex');
  // RFC 9562 layout, version 8 (custom), variant 10.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
