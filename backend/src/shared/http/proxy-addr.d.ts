// The part of proxy-addr (Express's own way to find the client's address) this backend uses.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';

  type Trust = (address: string, hop: number) => boolean;
  function proxyaddr(request: IncomingMessage, trust: Trust): string;
  export = proxyaddr;
}
