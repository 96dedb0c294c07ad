import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { Request } from 'express';
import { plainApiError } from '@centre/contracts';

/** The error body of every refusal (contracts' `ApiErrorBody`), understood with or without the global filter. */
export const refuse = (status: HttpStatus, message: string, errors?: Record<string, string>): HttpException =>
  new HttpException(plainApiError(status, message, errors), status);

const CORRELATION_ID = /^[\w.:-]{1,100}$/;

/** A caller's `X-Correlation-Id` when it is a sane token, otherwise a fresh one. */
export const correlationIdOf = (request: Request): string => {
  const given = request.headers['x-correlation-id'];
  return typeof given === 'string' && CORRELATION_ID.test(given) ? given : randomUUID();
};
