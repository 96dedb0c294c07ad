import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { listDecidedBetween, type ReadModelStore } from '@centre/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { READ_MODEL_STORE } from '../../read-models/index.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.port.js';

const DAY_MS = 86_400_000;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Removes the pitch deck of each application decided more than DECK_RETENTION_DAYS ago. The
 * submission's event keeps the deck's name, type and size; the deck itself then answers "not
 * available". Removing is idempotent, so any number of instances may sweep.
 */
@Injectable()
export class DeckRetention implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(DeckRetention.name);
  private timer: NodeJS.Timeout | null = null;
  /** Decisions up to this instant have been swept by this process. */
  private sweptUntil = 0;

  constructor(
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    if (this.config.applications.deckRetentionDays === 0) return;
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.warn(`Removing expired pitch decks failed: ${String(error)}`));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Removes the decks whose retention has run out; answers how many applications it looked at. */
  async sweep(): Promise<number> {
    const days = this.config.applications.deckRetentionDays;
    if (days === 0) return 0;
    const cutoff = this.clock.now().getTime() - days * DAY_MS;
    // An hour back over the last sweep: a decision the projection applied late is still found.
    const expired = await listDecidedBetween(this.store, Math.max(0, this.sweptUntil - SWEEP_EVERY_MS), cutoff);
    for (const { application } of expired) await this.files.remove(application.pitchDeck.fileId);
    this.sweptUntil = cutoff;
    return expired.length;
  }
}
