import { Inject, Injectable } from '@nestjs/common';
import {
  APPLICATIONS_PROJECTION,
  getApplication,
  listApplications,
  listOpenApplications,
  type ApplicationDocument,
  type ApplicationsPage,
  type ProjectionHost,
  type ReadModelStore,
} from '@centre/projections';
import { PROJECTION_HOST, READ_MODEL_STORE, READ_YOUR_WRITES_MS } from '../../../read-models/index.js';
import { EVENT_STORE, type EventStore } from '../../../shared/event-store/event-store.port.js';


/** The applications read model, read once it has reached the head of the log. */
@Injectable()
export class ApplicationsReader {
  constructor(
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async page(offset: number, limit: number): Promise<ApplicationsPage> {
    await this.caughtUp();
    return listApplications(this.store, offset, limit);
  }

  async open(): Promise<ApplicationDocument[]> {
    await this.caughtUp();
    return listOpenApplications(this.store);
  }

  async find(applicationId: string): Promise<ApplicationDocument | null> {
    await this.caughtUp();
    return getApplication(this.store, applicationId);
  }

  private async caughtUp(): Promise<void> {
    const { position } = await this.events.head();
    await this.host.waitForPosition(position, READ_YOUR_WRITES_MS, [APPLICATIONS_PROJECTION]);
  }
}
