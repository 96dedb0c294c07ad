import { Inject, Injectable } from '@nestjs/common';
import {
  INBOX,
  getContactMessage,
  getStartupApplication,
  listContactMessages,
  listStartupApplications,
  type ProjectionHost,
  type ReadModelStore,
} from '@centre/projections';
import { PROJECTION_HOST, READ_MODEL_STORE, READ_YOUR_WRITES_MS } from '../../read-models/index.js';
import { EVENT_STORE, type EventStore } from '../../shared/event-store/event-store.port.js';
import type { ApplicationView, ContactMessageView, InboxReader, Page, PageRequest } from './inbox-reader.port.js';

const pageOf = <T>(items: T[], total: number, { page, pageSize }: PageRequest): Page<T> => ({ items, page, pageSize, total });

/** The admin console's inbox, from the inbox projection's read model. */
@Injectable()
export class ReadModelInboxReader implements InboxReader {
  constructor(
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async listMessages(request: PageRequest, filter = { onlyNew: false }): Promise<Page<ContactMessageView>> {
    await this.caughtUp();
    const { items, total } = await listContactMessages(this.store, { ...pageQuery(request), onlyNew: filter.onlyNew });
    return pageOf(items, total, request);
  }

  async findMessage(messageId: string): Promise<ContactMessageView | null> {
    await this.caughtUp();
    return getContactMessage(this.store, messageId);
  }

  async listApplications(request: PageRequest): Promise<Page<ApplicationView>> {
    await this.caughtUp();
    const { items, total } = await listStartupApplications(this.store, pageQuery(request));
    return pageOf(items, total, request);
  }

  async findApplication(applicationId: string): Promise<ApplicationView | null> {
    await this.caughtUp();
    return getStartupApplication(this.store, applicationId);
  }

  /** Read-your-writes: the inbox has applied everything the log held when the read began. */
  private async caughtUp(): Promise<void> {
    const { position } = await this.events.head();
    await this.host.waitForPosition(position, READ_YOUR_WRITES_MS, [INBOX]);
  }
}

const pageQuery = ({ page, pageSize }: PageRequest) => ({ offset: (page - 1) * pageSize, limit: pageSize });
