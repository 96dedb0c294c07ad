import { Controller, Get, Header, Inject, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  INSTITUTES,
  MAX_SLOTS_PER_BOOKING,
  SEED_CATALOGUE,
  STAFF_DIRECTORY,
  TIME_SLOTS,
  USER_TYPES,
  bookableLab,
  type Catalogue,
  type CatalogueResponse,
} from '@centre/contracts';
import { getCatalogue, onCatalogueChanged, type ProjectionHost, type ReadModelStore } from '@centre/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PROJECTION_HOST, READ_MODEL_STORE } from '../read-models/index.js';

/**
 * How long this process keeps its answer before it reads the read model again. A change made in
 * this process drops it at once (the projection's commit); one made through another instance or
 * the projections worker shows within this. Browsers and proxies keep it `max-age` more.
 */
const KEPT_MS = 2_000;
const READ_WAIT_MS = 250;

/** The staff directory leaves without emails: the form fills the email from a choice, not a list. */
const responseOf = (catalogue: Catalogue): CatalogueResponse => ({
  success: true,
  // The old client's shape: what can be booked, each lab's retired facilities left out.
  labs: catalogue.map(bookableLab),
  staff: STAFF_DIRECTORY.map(({ id, name }) => ({ id, name })),
  institutes: INSTITUTES.map((i) => ({ ...i })),
  userTypes: USER_TYPES.map((t) => ({ ...t })),
  timeSlots: TIME_SLOTS.map((s) => ({ ...s })),
  maxSlotsPerBooking: MAX_SLOTS_PER_BOOKING,
});

/**
 * GET /api/catalog: what the booking form offers, from the current catalogue. A change shows
 * within seconds: this process re-reads the read model at most every KEPT_MS (at once after a
 * change it projected), clients keep the answer 5 s. While the read model cannot answer (its
 * store is down, or not live yet) the last answer read stands, so the form keeps working.
 */
@Controller('api')
export class CatalogueController implements OnModuleInit, OnModuleDestroy {
  private answer: CatalogueResponse = responseOf(SEED_CATALOGUE);
  private keptUntil = 0;
  private stopListening: (() => void) | undefined;

  constructor(
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.stopListening = onCatalogueChanged(this.host, () => {
      this.keptUntil = 0;
    });
  }

  onModuleDestroy(): void {
    this.stopListening?.();
  }

  @Get('catalog')
  @Header('Cache-Control', 'public, max-age=5')
  async get(): Promise<CatalogueResponse> {
    // Wall time, not the centre's clock: this is how long an answer is kept, not a date.
    const now = Date.now();
    if (now < this.keptUntil) return this.answer;
    // Before an in-process rebuild is live the store is still filling: not an answer to keep.
    if (this.config.projectionsMode === 'inline' && !this.host.isReady()) return this.answer;
    try {
      this.answer = responseOf(await getCatalogue(this.store, { timeoutMs: READ_WAIT_MS }));
      this.keptUntil = now + KEPT_MS;
    } catch {
      // The store did not answer: the last answer stands, and the next request asks again.
    }
    return this.answer;
  }
}
