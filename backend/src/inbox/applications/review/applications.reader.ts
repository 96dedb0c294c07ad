import { Inject, Injectable } from '@nestjs/common';
import {
  APPLICATIONS_PROJECTION,
  getApplication,
  listApplications,
  listOpenApplications,
  type ApplicationDocument,
  type ApplicationsPage,
  type ReadModelStore,
} from '@centre/projections';
import { CaughtUp, READ_MODEL_STORE } from '../../../read-models/index.js';

/** The applications read model, read once it has reached the head of the log. */
@Injectable()
export class ApplicationsReader {
  constructor(
    private readonly caughtUp: CaughtUp,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
  ) {}

  async page(offset: number, limit: number): Promise<ApplicationsPage> {
    await this.caughtUp.to([APPLICATIONS_PROJECTION]);
    return listApplications(this.store, offset, limit);
  }

  async open(): Promise<ApplicationDocument[]> {
    await this.caughtUp.to([APPLICATIONS_PROJECTION]);
    return listOpenApplications(this.store);
  }

  async find(applicationId: string): Promise<ApplicationDocument | null> {
    await this.caughtUp.to([APPLICATIONS_PROJECTION]);
    return getApplication(this.store, applicationId);
  }
}
