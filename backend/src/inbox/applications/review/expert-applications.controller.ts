import { Body, Controller, Get, Header, HttpStatus, Inject, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  parseConflictRequest,
  parseReviewRequest,
  type Actor,
  type ApplicationCommandResponse,
  type ApplicationReviewView,
  type ApplicationSubmissionView,
  type ExpertApplicationResponse,
  type ExpertQueueResponse,
} from '@centre/contracts';
import type { ApplicationDocument } from '@centre/projections';
import { CurrentActor, Roles, RolesGuard, SameOriginGuard } from '../../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { CorrelationId } from '../../../shared/http/correlation-id.js';
import { answered, refuse } from '../../inbox.http.js';
import { FILE_STORAGE, type FileStorage } from '../../storage/file-storage.port.js';
import { APPLICATION_ID, notFound, parsedOr400 } from './application-review.http.js';
import { ApplicationHandler } from './application.handler.js';
import { ApplicationsReader } from './applications.reader.js';

export const HIDDEN_UNDER_BLIND_REVIEW = 'Hidden (blind review)';

const userIdOf = (actor: Actor): string => (actor.kind === 'user' ? actor.userId : '');

/** What blind review hides: the founders' names and what leads to them. */
export const blinded = (application: ApplicationSubmissionView): ApplicationSubmissionView => ({
  ...application,
  founderName: HIDDEN_UNDER_BLIND_REVIEW,
  email: HIDDEN_UNDER_BLIND_REVIEW,
  phone: HIDDEN_UNDER_BLIND_REVIEW,
  teamMembers: HIDDEN_UNDER_BLIND_REVIEW,
});

const anonymous = ({ expertId: _id, expertEmail: _email, ...review }: ApplicationReviewView) => review;

/** Pure: one expert's view of an application; the others' reviews only once theirs is in. */
export const expertView = (document: ApplicationDocument, expertId: string, blind: boolean): ExpertApplicationResponse => {
  const mine = document.reviews.find((r) => r.expertId === expertId) ?? null;
  return {
    success: true,
    application: blind ? blinded(document.application) : document.application,
    blind,
    mine,
    conflicted: document.conflicts.some((c) => c.expertId === expertId),
    decided: document.decision !== null,
    others: mine ? document.reviews.filter((r) => r.expertId !== expertId).map(anonymous) : [],
  };
};

/** The expert's screen: their queue, one application whole, its deck, their review or their conflict. */
@Controller('api/expert/applications')
@UseGuards(SameOriginGuard, RolesGuard)
@Roles('expert', 'admin')
export class ExpertApplicationsController {
  constructor(
    private readonly reader: ApplicationsReader,
    private readonly handler: ApplicationHandler,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async queue(@CurrentActor() actor: Actor): Promise<ExpertQueueResponse> {
    const me = userIdOf(actor);
    const waiting = (await this.reader.open()).filter(
      (d) => !d.reviews.some((r) => r.expertId === me) && !d.conflicts.some((c) => c.expertId === me),
    );
    return {
      success: true,
      items: waiting.map(({ application: a }) => ({
        applicationId: a.applicationId,
        companyName: a.companyName,
        industry: a.industry,
        stage: a.stage,
        submittedAt: a.submittedAt,
      })),
    };
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  async one(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<ExpertApplicationResponse> {
    const document = APPLICATION_ID.test(id) ? await this.reader.find(id) : null;
    if (!document) throw notFound();
    return expertView(document, userIdOf(actor), this.config.applications.blindReview);
  }

  /** A PDF shows in the page; any other deck downloads. */
  @Get(':id/pitch-deck')
  async pitchDeck(@Param('id') id: string, @Res() response: Response): Promise<void> {
    const document = APPLICATION_ID.test(id) ? await this.reader.find(id) : null;
    if (!document) throw notFound();
    const { fileId, fileName, mediaType } = document.application.pitchDeck;
    const stored = await this.files.open(fileId);
    if (!stored) throw refuse(HttpStatus.NOT_FOUND, 'The pitch deck of this application is not available');
    const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    const disposition = mediaType === 'application/pdf' ? 'inline' : 'attachment';
    response.status(HttpStatus.OK);
    response.setHeader('Content-Type', mediaType);
    response.setHeader('Content-Length', String(stored.sizeBytes));
    response.setHeader('Content-Disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // Framed only by the console itself (a `sandbox` policy would stop the browser's PDF viewer).
    response.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
    stored.stream.on('error', () => response.destroy());
    stored.stream.pipe(response);
  }

  @Put(':id/review')
  @Roles('expert')
  async review(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<ApplicationCommandResponse> {
    if (!APPLICATION_ID.test(id)) throw notFound();
    const review = parsedOr400(parseReviewRequest(body));
    const { position } = await answered(() =>
      this.handler.handle(id, { type: 'ReviewApplication', data: { expertId: userIdOf(actor), ...review } }, actor, correlationId),
    );
    return { success: true, position };
  }

  @Post(':id/conflict')
  @Roles('expert')
  async conflict(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<ApplicationCommandResponse> {
    if (!APPLICATION_ID.test(id)) throw notFound();
    const { reason } = parsedOr400(parseConflictRequest(body));
    const { position } = await answered(() =>
      this.handler.handle(id, { type: 'DeclareConflict', data: { expertId: userIdOf(actor), reason } }, actor, correlationId),
    );
    return { success: true, position };
  }
}
