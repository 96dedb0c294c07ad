import { HttpStatus, type HttpException } from '@nestjs/common';
import type { StaffParse } from '@centre/contracts';
import { refuse } from '../../inbox.http.js';
import { APPLICATION_REFUSALS } from '../domain/application.errors.js';

export const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A parsed body, or the 400 of its words. */
export const parsedOr400 = <T>(parsed: StaffParse<T>): T => {
  if (parsed.ok) return parsed.value;
  throw refuse(HttpStatus.BAD_REQUEST, parsed.message, parsed.errors);
};

export const notFound = (): HttpException => refuse(HttpStatus.NOT_FOUND, APPLICATION_REFUSALS.APPLICATION_NOT_FOUND.message);
