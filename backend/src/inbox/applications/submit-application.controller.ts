import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  APPLICATION_MESSAGES,
  isPlainObject,
  parseApplicationSubmission,
  validationFailure,
  type Actor,
  type MessageCode,
  type SubmitApplicationResponse,
} from '@centre/contracts';
import { admitRequest, CurrentActor, RATE_LIMITERS, RateLimited, SameOriginGuard, type RateLimiters } from '../../auth/index.js';
import { clientAddressOf } from '../../shared/http/client-address.js';
import { RequestValidationError } from '../../shared/http/http-errors.js';
import { correlationIdOf } from '../../shared/http/correlation-id.js';
import { cleanFileName, pitchDeckMediaType } from './pitch-deck.content.js';
import { PitchDeckUploadInterceptor } from './pitch-deck.upload.js';
import { SubmitApplicationHandler } from './submit-application.handler.js';
import { UploadBudgetSpentError } from '../storage/file-storage.port.js';
import { UploadBudgetGuard, uploadsFull } from './upload-budget.guard.js';

/**
 * The wizard's client reads only `message` on failure, so a refusal about the file alone
 * names the file's problem there; several problems get the generic line and `errors`.
 */
const refusal = (fieldCodes: Record<string, MessageCode>) => {
  const fields = Object.keys(fieldCodes);
  const fileOnly = fields.length === 1 ? fieldCodes.pitchDeck : undefined;
  return validationFailure(fieldCodes, fileOnly ?? 'common.fixErrors');
};

/** The startup application wizard's submit: multipart fields plus the pitch deck as a file. */
@Controller('api/applications')
export class SubmitApplicationController {
  constructor(
    private readonly handler: SubmitApplicationHandler,
    @Inject(RATE_LIMITERS) private readonly limiters: RateLimiters,
  ) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimited('public-writes')
  @UseGuards(SameOriginGuard, UploadBudgetGuard)
  @UseInterceptors(PitchDeckUploadInterceptor)
  async submit(
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SubmitApplicationResponse> {
    const file = request.file;
    const fields = isPlainObject(body) ? body : {};
    const parsed = parseApplicationSubmission(fields, file ? { name: file.originalname, size: file.size } : null);
    const fieldCodes: Record<string, MessageCode> = parsed.ok ? {} : { ...parsed.fieldCodes };

    let mediaType: string | null = null;
    if (file && fieldCodes.pitchDeck === undefined) {
      mediaType = await pitchDeckMediaType(file.path, file.originalname);
      if (mediaType === null) fieldCodes.pitchDeck = 'application.pitchDeckWrongType';
    }
    if (!parsed.ok || !file || mediaType === null || Object.keys(fieldCodes).length > 0) {
      throw RequestValidationError.of(refusal(fieldCodes));
    }

    // Counted once valid: a visitor who fixes a field is not charged for the refusal.
    await admitRequest(this.limiters, 'applications', clientAddressOf(request), response);
    const { pitchDeck: _checked, ...application } = parsed.value;
    const { applicationId, position } = await this.handler
      .execute({
        application,
        pitchDeck: { tempPath: file.path, fileName: cleanFileName(file.originalname), mediaType, sizeBytes: file.size },
        actor,
        correlationId: correlationIdOf(request),
      })
      .catch((error: unknown) => {
        throw error instanceof UploadBudgetSpentError ? uploadsFull() : error;
      });
    return { success: true, message: APPLICATION_MESSAGES.submitted, applicationId, position };
  }
}
