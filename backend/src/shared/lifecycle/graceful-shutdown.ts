import type { RequestListener, Server } from 'node:http';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';

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

  /**
   * `listener`, counting each request from the moment the server reads it until its answer is
   * sent: give the result to the server when creating it (socket.io's own requests, which it
   * takes before any listener of ours, are not counted: its long polls wait for news by design
   * and end when the server closes).
   */
  counting(listener: RequestListener): RequestListener {
    return (request, response) => {
      if (this.drained) {
        request.socket.destroy();
        return;
      }
      this.requests++;
      // While stopping, each answer closes its connection so the client sends no other.
      if (this.stopping) response.shouldKeepAlive = false;
      response.once('close', () => {
        this.requests--;
        if (this.stopping) this.server?.closeIdleConnections();
        this.settle();
      });
      listener(request, response);
    };
  }

  /** Counts a handler served outside Nest (a fast route that writes) until it settles. */
  track<T>(work: Promise<T>): Promise<T> {
    this.handlers++;
    return work.finally(() => {
      this.handlers--;
      this.settle();
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

  /** Stops `server` taking connections, then resolves once nothing runs (or after `maxMs`). */
  async drain(server: Server, maxMs: number): Promise<void> {
    this.server = server;
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
