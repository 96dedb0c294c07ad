import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A stop that loses nothing: first no new connections and the requests still running finish
 * (their events appended and answered), then the application closes the log and the rest.
 * Nest's own shutdown hooks close providers before the HTTP server, which would fail the
 * requests still running.
 *
 * Two counts keep the log open: requests from the moment the server reads them until their
 * answer is sent (guards and pipes run before any interceptor, so counting handlers alone let
 * the log close under a request still in its rate-limit check), and handlers until they
 * finish (a client that hangs up does not stop its booking from being appended). Once both
 * reach zero, a request still arriving on a kept-alive connection has its connection dropped
 * before the application sees it: the client learns it was not served, never a 500.
 */
export class InFlightHandlers implements NestInterceptor {
  private handlers = 0;
  private requests = 0;
  private stopping = false;
  private drained = false;
  private server: Server | null = null;
  private idle: (() => void) | null = null;

  /** Counts every request the server reads; call after listening, so it wraps socket.io too. */
  track(server: Server): void {
    this.server = server;
    const inner = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      // socket.io's long polls wait for news by design; they end when the server closes.
      if (!request.url?.startsWith('/socket.io/')) {
        if (this.drained) {
          request.socket.destroy();
          return;
        }
        this.requests++;
        // While stopping, each answer closes its connection so the client sends no other.
        if (this.stopping) response.shouldKeepAlive = false;
        response.once('close', () => {
          this.requests--;
          if (this.stopping) server.closeIdleConnections();
          this.settle();
        });
      }
      for (const listener of inner) listener.call(server, request, response);
    });
  }

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.handlers++;
    return next.handle().pipe(
      finalize(() => {
        this.handlers--;
        this.settle();
      }),
    );
  }

  /** Stops taking connections, then resolves once nothing runs (or after `maxMs`). */
  async drain(maxMs: number): Promise<void> {
    const server = this.server;
    if (!server) throw new Error('InFlightHandlers.track(server) was not called');
    this.stopping = true;
    server.close();
    server.closeIdleConnections();
    if (!this.isIdle()) {
      await new Promise<void>((resolve) => {
        this.idle = resolve;
        setTimeout(resolve, maxMs).unref();
      });
    }
    this.drained = true;
  }

  private isIdle(): boolean {
    return this.handlers === 0 && this.requests === 0;
  }

  private settle(): void {
    if (this.isIdle()) this.idle?.();
  }
}
