import type { Server } from 'node:http';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';

/**
 * A stop that loses nothing: first no new connections and the handlers still running finish
 * (their events appended and answered), then the application closes the log and the rest.
 * Nest's own shutdown hooks close providers before the HTTP server, which would fail the
 * requests still running. Handlers are counted, not connections: a client that hangs up
 * does not stop its booking from being appended.
 */
export class InFlightHandlers implements NestInterceptor {
  private running = 0;
  private idle: (() => void) | null = null;

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.running++;
    return next.handle().pipe(
      finalize(() => {
        this.running--;
        if (this.running === 0) this.idle?.();
      }),
    );
  }

  /** Stops taking connections, then resolves once no handler runs (or after `maxMs`). */
  async drain(server: Server, maxMs: number): Promise<void> {
    server.close();
    server.closeIdleConnections?.();
    if (this.running === 0) return;
    await new Promise<void>((resolve) => {
      this.idle = resolve;
      setTimeout(resolve, maxMs).unref();
    });
  }
}
