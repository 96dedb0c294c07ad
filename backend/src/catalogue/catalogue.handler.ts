import { Inject, Injectable } from '@nestjs/common';
import { CATALOGUE_STREAM, type Actor, type Catalogue, type CatalogueEvent } from '@centre/contracts';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { decideOnStream } from '../shared/event-store/stream-decision.js';
import { decide, evolve, initialState, type CatalogueCommand } from './domain/catalogue.decider.js';
import { CatalogueError } from './domain/catalogue.errors.js';

const decider = { initialState, evolve, decide };

/** Admins' commands on the catalogue: load its stream, decide, append. */
@Injectable()
export class CatalogueHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(command: CatalogueCommand, actor: Actor, correlationId: string): Promise<{ position: number }> {
    const result = await decideOnStream<Catalogue, CatalogueEvent, CatalogueCommand>(this.store, this.clock, decider, {
      streamId: CATALOGUE_STREAM,
      command,
      actor,
      correlationId,
    });
    if (!result) throw new CatalogueError('CONCURRENCY_EXHAUSTED');
    return result;
  }
}
