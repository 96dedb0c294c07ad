import type { Server } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

// Nest's socket.io adapter carries its own socket.io patch release; type against its
// signature so the two copies' identical classes do not clash.
type IoServer = ReturnType<IoAdapter['createIOServer']>;
type IoOptions = Parameters<IoAdapter['createIOServer']>[1];
type RedisAdapterClient = Parameters<typeof createAdapter>[0];

/**
 * socket.io over Redis pub/sub, so a broadcast from any backend instance reaches the clients
 * connected to every other one (DESIGN.md section 5).
 */
export class RedisIoAdapter extends IoAdapter {
  private adapterConstructor: ReturnType<typeof createAdapter> | null = null;
  private readonly clients: Array<{ close(): Promise<unknown> }> = [];

  constructor(
    appOrServer: INestApplicationContext | Server,
    private readonly redisUrl: string,
  ) {
    super(appOrServer);
  }

  async connect(): Promise<void> {
    const pub = createClient({ url: this.redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', () => {});
    // The adapter publishes every broadcast without awaiting it. While Redis is unreachable
    // the command waits in the offline queue and then rejects (TimeoutError) with no one to
    // catch it, which ends the process. A lost broadcast costs nothing (clients get snapshots),
    // so it is dropped here instead.
    const publish = pub.publish.bind(pub);
    Object.assign(pub, {
      publish: (channel: string, message: string): Promise<number> => publish(channel, message).catch(() => 0),
    });
    await Promise.all([pub.connect(), sub.connect()]);
    this.clients.push(pub, sub);
    this.adapterConstructor = createAdapter(pub as unknown as RedisAdapterClient, sub as unknown as RedisAdapterClient);
  }

  override createIOServer(port: number, options?: IoOptions): IoServer {
    const server = super.createIOServer(port, options);
    if (this.adapterConstructor) server.adapter(this.adapterConstructor as never);
    return server;
  }

  override async close(server: IoServer): Promise<void> {
    await super.close(server);
    await Promise.allSettled(this.clients.map((c) => c.close()));
  }
}
