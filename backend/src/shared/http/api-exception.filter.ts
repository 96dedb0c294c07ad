import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { toHttpError } from './http-errors.js';
import { sendJson } from './send-json.js';

/** The one exception filter: every HTTP failure leaves as `{success:false, message, …}`. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    sendApiError(host.switchToHttp().getResponse<ServerResponse>(), exception, this.logger);
  }
}

/** Answers a failure as `{success:false, message, …}`; a server error is logged, never shown. */
export const sendApiError = (
  response: ServerResponse,
  exception: unknown,
  logger: Logger,
): void => {
  const { status, body } = toHttpError(exception);
  if (status >= 500)
    logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
  if (response.headersSent) return;
  sendJson(response, status, body);
};
