import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Actor } from '@centre/contracts';
import { currentActorOf } from '../../auth/index.js';
import { commandContextOf } from './command-context.js';
import type { CommandContext } from './lab-day.handler.js';

/**
 * The envelope of the lab-day command a route sends (who asks, the correlation id echoed on the
 * response, the Idempotency-Key), as one route parameter.
 */
export const LabDayCommandContext = createParamDecorator((_data: unknown, context: ExecutionContext): CommandContext => {
  const http = context.switchToHttp();
  const request = http.getRequest<Request & { actor?: Actor }>();
  return commandContextOf(request, http.getResponse<Response>(), currentActorOf(request));
});
