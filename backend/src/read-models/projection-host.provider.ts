import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  CENTRE_PROJECTIONS,
  MemoryReadModelStore,
  ProjectionHost,
  RedisReadModelStore,
  type ReadModelStore,
} from '@centre/projections';
import { APP_CONFIG, rebuildOptions, type AppConfig } from '../config/app-config.js';
import { ExternalProjectionHost, WorkerLink } from '../scale-out/index.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { resetReadModelsOfAnotherLog } from '../shared/read-model/stale-read-models.js';

export const PROJECTION_HOST = Symbol('PROJECTION_HOST');
export const READ_MODEL_STORE = Symbol('READ_MODEL_STORE');

/**
 * How long a console read or write waits for its read model to reach what was just written:
 * what was sent or changed a moment ago is in the console's next answer. Past it (a projection
 * stopped or far behind) the answer goes as it is.
 */
export const READ_YOUR_WRITES_MS = 2_000;

/** Where read models live: Redis when REDIS_URL is set, else this process's memory. */
export const openReadModelStore = async (config: Pick<AppConfig, 'redisUrl' | 'readModelNamespace'>): Promise<ReadModelStore> =>
  config.redisUrl
    ? RedisReadModelStore.connect(config.redisUrl, { root: config.readModelNamespace })
    : new MemoryReadModelStore();

/**
 * Runs the projection engine inside the backend process (DESIGN.md section 4), unless
 * PROJECTIONS=external says a separate worker (`npm run projections`) runs it; then this
 * process only reads the shared Redis read models.
 */
@Injectable()
export class ProjectionHostLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');

  constructor(
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.projectionsMode === 'external') {
      this.logger.log('Projections run in a separate worker; this instance reads their read models.');
      return;
    }
    const head = (await this.events.head()).position;
    const reset = await resetReadModelsOfAnotherLog(this.store, this.host.names, head);
    if (reset.length > 0) {
      this.logger.warn(`Read models ahead of the log (head ${head}) belong to another log; rebuilding: ${reset.join(', ')}`);
    }
    await this.host.start();
    this.host.whenLive().then(
      () => this.logger.log(`Projections live at position ${this.host.status().head}`),
      (error: unknown) => this.logger.error(`A projection failed: ${String(error)}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.host.stop();
    await this.store.close();
  }
}


export const projectionHostProviders = [
  {
    provide: READ_MODEL_STORE,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => openReadModelStore(config),
  },
  {
    provide: PROJECTION_HOST,
    inject: [EVENT_STORE, READ_MODEL_STORE, APP_CONFIG],
    useFactory: async (feed: EventStore, store: ReadModelStore, config: AppConfig): Promise<ProjectionHost> => {
      if (config.projectionsMode === 'external' && config.redisUrl) {
        // Status and rebuilds come from the worker: it is the only writer of read models.
        const worker = await WorkerLink.connect({ redisUrl: config.redisUrl, namespace: config.readModelNamespace });
        return new ExternalProjectionHost({ feed, store, projections: CENTRE_PROJECTIONS }, worker);
      }
      return new ProjectionHost({ feed, store, projections: CENTRE_PROJECTIONS, ...rebuildOptions(config) });
    },
  },
  ProjectionHostLifecycle,
];
