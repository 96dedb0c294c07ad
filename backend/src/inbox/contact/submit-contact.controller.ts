import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { CONTACT_MESSAGES, parseContactSubmission, type Actor, type SubmitContactResponse } from '@centre/contracts';
import { CurrentActor, RateLimited, SameOriginGuard } from '../../auth/index.js';
import { RequestValidationError } from '../../shared/http/http-errors.js';
import { CorrelationId } from '../../shared/http/correlation-id.js';
import { SubmitContactMessageHandler } from './submit-contact-message.handler.js';

/** The contact form (spec 7): `{name, email, subject, message, baseId, tableId}`; the two ids are ignored. */
@Controller('api/submit-form')
export class SubmitContactController {
  constructor(private readonly handler: SubmitContactMessageHandler) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimited('public-writes')
  @UseGuards(SameOriginGuard)
  async submit(
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @CorrelationId() correlationId: string,
  ): Promise<SubmitContactResponse> {
    const parsed = parseContactSubmission(body);
    if (!parsed.ok) throw RequestValidationError.of(parsed);
    const { messageId, position } = await this.handler.execute({
      values: parsed.value,
      actor,
      correlationId,
    });
    return { success: true, message: CONTACT_MESSAGES.sent, id: messageId, messageId, position };
  }
}
