import { Inject, Injectable } from '@nestjs/common';
import type { ProjectionHost } from '@centre/projections';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { PROJECTION_HOST, READ_YOUR_WRITES_MS } from './projection-host.provider.js';

/**
 * Read-your-writes for the console's reads (DESIGN.md section 3): before a screen reads a read
 * model, wait (bounded by READ_YOUR_WRITES_MS) until the named projections have applied
 * everything the log held when the read began. So what a reviewer just did (an approval, a
 * grant, a reply) is in the list they read next, whichever instance took the write.
 */
@Injectable()
export class CaughtUp {
  constructor(
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  /** True when the projections reached the head; false when the wait ran out (the read goes on as it is). */
  async to(names: readonly string[]): Promise<boolean> {
    const { position } = await this.events.head();
    return this.host.waitForPosition(position, READ_YOUR_WRITES_MS, names);
  }
}
