import type { Socket } from 'node:net';
import { clientAddressOf } from './client-address.js';

const socketAt = (remoteAddress: string | undefined): Socket => ({ remoteAddress }) as Socket;

describe("the client's address", () => {
  it("is Express's req.ip when it has one", () => {
    expect(clientAddressOf({ ip: '203.0.113.7', socket: socketAt('10.0.0.1') })).toBe('203.0.113.7');
  });

  it("is the socket's address when Express gives none", () => {
    expect(clientAddressOf({ ip: undefined, socket: socketAt('::ffff:10.0.0.1') })).toBe('::ffff:10.0.0.1');
  });

  it("is 'unknown' when the socket has no address left either (closed)", () => {
    expect(clientAddressOf({ ip: undefined, socket: socketAt(undefined) })).toBe('unknown');
  });
});
