import { HttpStatus, type HttpException } from '@nestjs/common';
import type { StaffParse } from '@centre/contracts';
import { refuse } from '../../inbox.http.js';
import { ApplicationDomainError, type ApplicationErrorCode } from '../domain/application.errors.js';

const STATUS_OF: Record<ApplicationErrorCode, HttpStatus> = {
  APPLICATION_NOT_FOUND: HttpStatus.NOT_FOUND,
  APPLICATION_DECIDED: HttpStatus.CONFLICT,
  EXPERT_CONFLICTED: HttpStatus.CONFLICT,
  ALREADY_REVIEWED: HttpStatus.CONFLICT,
  QUORUM_NOT_MET: HttpStatus.CONFLICT,
  CONCURRENCY_EXHAUSTED: HttpStatus.SERVICE_UNAVAILABLE,
};

export const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A refusal of the application's decider as the edge answers it; anything else goes on as it is. */
export const answered = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error: unknown) {
    if (error instanceof ApplicationDomainError) throw refuse(STATUS_OF[error.code], error.message);
    throw error;
  }
};

/** A parsed body, or the 400 of its words. */
export const parsedOr400 = <T>(parsed: StaffParse<T>): T => {
  if (parsed.ok) return parsed.value;
  throw refuse(HttpStatus.BAD_REQUEST, parsed.message, parsed.errors);
};

export const notFound = (): HttpException => refuse(HttpStatus.NOT_FOUND, 'Application not found');
