import { Inject, Injectable } from '@nestjs/common';
import type { ContactMessageReceived, RecordedEvent, StartupApplicationSubmitted } from '@centre/contracts';
import { applicationStreamId } from '@centre/contracts';
import { EVENT_STORE, type EventStore } from '../../shared/event-store/event-store.port.js';
import type { ApplicationView, ContactMessageView, InboxReader, Page, PageRequest } from './inbox-reader.port.js';

const READ_BATCH = 500;

const isContactMessage = (e: RecordedEvent): e is RecordedEvent<ContactMessageReceived> =>
  e.event.type === 'ContactMessageReceived';
const isApplication = (e: RecordedEvent): e is RecordedEvent<StartupApplicationSubmitted> =>
  e.event.type === 'StartupApplicationSubmitted';

const messageView = (e: RecordedEvent<ContactMessageReceived>): ContactMessageView => ({
  ...e.event.data,
  receivedAt: e.event.occurredAt,
});
const applicationView = (e: RecordedEvent<StartupApplicationSubmitted>): ApplicationView => ({
  ...e.event.data,
  submittedAt: e.event.occurredAt,
});

const pageOf = <T>(newestFirst: T[], { page, pageSize }: PageRequest): Page<T> => ({
  items: newestFirst.slice((page - 1) * pageSize, page * pageSize),
  page,
  pageSize,
  total: newestFirst.length,
});

/** Scans the whole log on every call: fine for an inbox, and replaced by a projection later. */
@Injectable()
export class EventLogInboxReader implements InboxReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async listMessages(page: PageRequest): Promise<Page<ContactMessageView>> {
    const events = await this.scan(isContactMessage);
    return pageOf(events.reverse().map(messageView), page);
  }

  async listApplications(page: PageRequest): Promise<Page<ApplicationView>> {
    const events = await this.scan(isApplication);
    return pageOf(events.reverse().map(applicationView), page);
  }

  async findApplication(applicationId: string): Promise<ApplicationView | null> {
    const { events } = await this.store.readStream(applicationStreamId(applicationId));
    const submitted = events.find(isApplication);
    return submitted ? applicationView(submitted) : null;
  }

  private async scan<E extends RecordedEvent>(keep: (e: RecordedEvent) => e is E): Promise<E[]> {
    const kept: E[] = [];
    let after = 0;
    for (;;) {
      const batch = await this.store.readAll(after, READ_BATCH);
      kept.push(...batch.filter(keep));
      const last = batch.at(-1);
      if (!last || batch.length < READ_BATCH) return kept;
      after = last.position;
    }
  }
}
