import { Inject, Injectable } from '@nestjs/common';
import {
  INBOX,
  getContactMessage,
  getStartupApplication,
  listContactMessages,
  listStartupApplications,
  type ReadModelStore,
} from '@centre/projections';
import { CaughtUp, READ_MODEL_STORE } from '../../read-models/index.js';
import type { ApplicationView, ContactMessageView, InboxReader, Page, PageRequest } from './inbox-reader.port.js';

const pageOf = <T>(items: T[], total: number, { page, pageSize }: PageRequest): Page<T> => ({ items, page, pageSize, total });

/** The admin console's inbox, from the inbox projection's read model. */
@Injectable()
export class ReadModelInboxReader implements InboxReader {
  constructor(
    private readonly caughtUp: CaughtUp,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
  ) {}

  async listMessages(request: PageRequest, filter = { onlyNew: false }): Promise<Page<ContactMessageView>> {
    await this.caughtUp.to([INBOX]);
    const { items, total } = await listContactMessages(this.store, { ...pageQuery(request), onlyNew: filter.onlyNew });
    return pageOf(items, total, request);
  }

  async findMessage(messageId: string): Promise<ContactMessageView | null> {
    await this.caughtUp.to([INBOX]);
    return getContactMessage(this.store, messageId);
  }

  async listApplications(request: PageRequest): Promise<Page<ApplicationView>> {
    await this.caughtUp.to([INBOX]);
    const { items, total } = await listStartupApplications(this.store, pageQuery(request));
    return pageOf(items, total, request);
  }

  async findApplication(applicationId: string): Promise<ApplicationView | null> {
    await this.caughtUp.to([INBOX]);
    return getStartupApplication(this.store, applicationId);
  }
}

const pageQuery = ({ page, pageSize }: PageRequest) => ({ offset: (page - 1) * pageSize, limit: pageSize });
