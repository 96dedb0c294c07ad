import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { toHttpError } from './http-errors.js';

/** The one exception filter: every HTTP failure leaves as `{success:false, message, …}`. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    sendApiError(host.switchToHttp().getResponse<Response>(), exception, this.logger);
  }
}

/** Answers a failure as `{success:false, message, …}`; a server error is logged, never shown. */
export const sendApiError = (response: Response, exception: unknown, logger: Logger): void => {
  const { status, body } = toHttpError(exception);
  if (status >= 500) logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  if (response.headersSent) return;
  response.status(status).json(body);
};
