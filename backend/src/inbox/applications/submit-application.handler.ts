import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  applicationStreamId,
  type Actor,
  type ApplicationSubmission,
  type StartupApplicationSubmitted,
} from '@centre/contracts';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../shared/event-store/event-store.port.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.port.js';

export interface SubmitApplication {
  application: Omit<ApplicationSubmission, 'pitchDeck'>;
  /** The checked upload, still in its temp file. */
  pitchDeck: { tempPath: string; fileName: string; mediaType: string; sizeBytes: number };
  actor: Actor;
  correlationId: string;
}

/** Keeps the pitch deck, then records the application; a file without its event never stays. */
@Injectable()
export class SubmitApplicationHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: SubmitApplication): Promise<{ applicationId: string; position: number }> {
    const applicationId = randomUUID();
    const { tempPath, ...deck } = command.pitchDeck;
    const { fileId } = await this.files.adopt(tempPath);
    const { consentText, ...application } = command.application;
    const occurredAt = this.clock.now().toISOString();
    const event: StartupApplicationSubmitted = {
      type: 'StartupApplicationSubmitted',
      version: 1,
      eventId: randomUUID(),
      occurredAt,
      actor: command.actor,
      correlationId: command.correlationId,
      data: {
        applicationId,
        ...application,
        pitchDeck: { fileId, ...deck },
        // The consent is dated by the centre's clock when the application arrives, not the browser's.
        ...(consentText === undefined ? {} : { consent: { givenAt: occurredAt, text: consentText } }),
      },
    };
    try {
      const { position } = await this.store.append(applicationStreamId(applicationId), [event], 'no-stream');
      return { applicationId, position };
    } catch (error: unknown) {
      await this.files.remove(fileId);
      throw error;
    }
  }
}
