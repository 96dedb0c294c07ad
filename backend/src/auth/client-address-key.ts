import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { boundedMemo } from '@centre/contracts';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import { resolveReviewLinkSecret } from './review-link-secret.js';

/**
 * The network a client address stands for: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * too), an IPv6 address by its /64, since one host is commonly given a whole /64 and could
 * otherwise count as 2^64 clients.
 */
export const addressNetwork = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};

/**
 * Keyed hashes of client networks under one secret: countable, never reversible to the address
 * without the key. Every request of a client asks again for the same address, so each
 * address's key is remembered (bounded).
 */
export const clientAddressKeyer = (secret: string): ((address: string) => string) => {
  // A key of its own, derived from the secret, so these hashes never double as review tokens.
  const key = createHmac('sha256', secret).update('client-address-key').digest();
  return boundedMemo(
    (address: string) => address,
    (address: string) => createHmac('sha256', key).update(addressNetwork(address)).digest('base64url').slice(0, 22),
  );
};

/** A keyed hash of a client's network (clientAddressKeyer for one address). */
export const clientAddressKey = (address: string, secret: string): string => clientAddressKeyer(secret)(address);

/**
 * Keys client addresses with the site's secret (the review links' one, shared by every instance),
 * so events may keep which network a request came from without keeping its address.
 */
@Injectable()
export class ClientAddressKeys {
  readonly keyOf: (address: string) => string;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.keyOf = clientAddressKeyer(resolveReviewLinkSecret(config.reviewLinkSecret, config.dataDir).secret);
  }
}
