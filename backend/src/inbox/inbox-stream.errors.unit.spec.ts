import { HttpException, HttpStatus } from '@nestjs/common';
import { APPLICATION_REFUSALS, ApplicationDomainError } from './applications/domain/application.errors.js';
import { CONTACT_MESSAGE_REFUSALS, ContactMessageError } from './contact/domain/contact-message.errors.js';
import { InboxStreamError } from './inbox-stream.errors.js';
import { answered } from './inbox.http.js';

const statusOf = async (error: Error): Promise<number> => {
  try {
    await answered(() => Promise.reject(error));
  } catch (caught: unknown) {
    if (caught instanceof HttpException) return caught.getStatus();
    throw caught;
  }
  throw new Error('not refused');
};

describe('D5 one refusal shape for the inbox streams', () => {
  it('gives both streams’ errors one base with their code, kind and words', () => {
    const contact = new ContactMessageError('CONTACT_MESSAGE_CLOSED');
    const application = new ApplicationDomainError('APPLICATION_DECIDED');
    for (const error of [contact, application]) expect(error).toBeInstanceOf(InboxStreamError);
    expect(contact).toMatchObject({ code: 'CONTACT_MESSAGE_CLOSED', kind: 'final', name: 'ContactMessageError', message: CONTACT_MESSAGE_REFUSALS.CONTACT_MESSAGE_CLOSED.message });
    expect(application).toMatchObject({ code: 'APPLICATION_DECIDED', kind: 'final', name: 'ApplicationDomainError', message: APPLICATION_REFUSALS.APPLICATION_DECIDED.message });
  });

  it.each([
    [new ContactMessageError('CONTACT_MESSAGE_NOT_FOUND'), HttpStatus.NOT_FOUND],
    [new ApplicationDomainError('APPLICATION_NOT_FOUND'), HttpStatus.NOT_FOUND],
    [new ContactMessageError('CONTACT_MESSAGE_CLOSED'), HttpStatus.CONFLICT],
    [new ApplicationDomainError('APPLICATION_DECIDED'), HttpStatus.CONFLICT],
    [new ApplicationDomainError('QUORUM_NOT_MET'), HttpStatus.CONFLICT],
    [new ApplicationDomainError('EXPERT_CONFLICTED'), HttpStatus.CONFLICT],
    [new ApplicationDomainError('ALREADY_REVIEWED'), HttpStatus.CONFLICT],
    [new ContactMessageError('CONCURRENCY_EXHAUSTED'), HttpStatus.SERVICE_UNAVAILABLE],
    [new ApplicationDomainError('CONCURRENCY_EXHAUSTED'), HttpStatus.SERVICE_UNAVAILABLE],
  ])('answers %s with %i at the edge', async (error, status) => {
    expect(await statusOf(error)).toBe(status);
  });

  it('lets any other error through as it is', async () => {
    const other = new Error('disk full');
    await expect(answered(() => Promise.reject(other))).rejects.toBe(other);
  });
});
