import { Inject, Injectable } from '@nestjs/common';
import { labOperationsStreamId, type Actor, type LabOperationEvent, type LabOperations } from '@centre/contracts';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { decideOnStream } from '../shared/event-store/stream-decision.js';
import { decide, evolve, initialState, type LabOperationsCommand } from './domain/lab-operations.decider.js';
import { LabOperationsError } from './domain/lab-operations.errors.js';

const decider = { initialState, evolve, decide };

/** Staff's commands on a lab's operations (or the centre's): load the stream, decide, append. */
@Injectable()
export class LabOperationsHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(command: LabOperationsCommand, actor: Actor, correlationId: string): Promise<{ position: number }> {
    const result = await decideOnStream<LabOperations, LabOperationEvent, LabOperationsCommand>(this.store, this.clock, decider, {
      streamId: labOperationsStreamId(command.data.labId),
      command,
      actor,
      correlationId,
    });
    if (!result) throw new LabOperationsError('CONCURRENCY_EXHAUSTED');
    return result;
  }
}
