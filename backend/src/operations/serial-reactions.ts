import type { RecordedEvent } from '@centre/contracts';
import type { EventStore } from '../shared/event-store/event-store.port.js';

/**
 * How a process manager follows the log (the lab operations', the retirements'): from the head
 * at its start, a sweep of what happened before, then each new event's reaction, one at a time
 * in log order. A reaction that fails is logged and the next one runs.
 */
export class SerialReactions {
  private subscription: { close(): Promise<void> } | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    /** Names the process manager in the log's lines. */
    private readonly name: string,
    private readonly log: (message: string) => void,
  ) {}

  async start(events: EventStore, onEvent: (recorded: RecordedEvent) => Promise<void>, sweep: () => Promise<void>): Promise<void> {
    const { position } = await events.head();
    this.subscription = events.subscribe(position, (recorded) => {
      this.enqueue(() => onEvent(recorded));
    });
    this.enqueue(sweep);
  }

  /** Stops following; resolves once the reactions already enqueued have run. */
  async stop(): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
    await this.queue;
  }

  /** Resolves once every reaction enqueued so far has run (tests, and a clean stop). */
  idle(): Promise<void> {
    return this.queue;
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((error: unknown) => {
      this.log(`${this.name}: a reaction failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}
