import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  isTrainingRequired,
  normaliseEmail,
  parseGrantQualification,
  parseRevokeQualification,
  todayIn,
  type Actor,
  type QualificationsResponse,
  type TrainingCommandResponse,
} from '@centre/contracts';
import { listQualifications, type ReadModelStore } from '@centre/projections';
import { CurrentActor, Roles, RolesGuard, SameOriginGuard } from '../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { correlationIdOf, refuse } from '../inbox/index.js';
import { READ_MODEL_STORE } from '../read-models/index.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { QualificationError, type QualificationErrorCode } from './domain/qualification.errors.js';
import { QualificationHandler } from './qualification.handler.js';

const STATUS_OF: Record<QualificationErrorCode, HttpStatus> = {
  NOT_QUALIFIED: HttpStatus.NOT_FOUND,
  CONCURRENCY_EXHAUSTED: HttpStatus.SERVICE_UNAVAILABLE,
};

const answered = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error: unknown) {
    if (error instanceof QualificationError) throw refuse(STATUS_OF[error.code], error.message);
    throw error;
  }
};

const queryText = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 254) : '');

/**
 * The console's Training screen: staff (reviewers and admins, who induct bookers at the labs)
 * grant qualifications, list the current ones and revoke them with a reason.
 */
@Controller('api/admin/training/qualifications')
@UseGuards(SameOriginGuard, RolesGuard)
@Roles('admin', 'reviewer')
export class TrainingController {
  constructor(
    private readonly handler: QualificationHandler,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private today(): string {
    return todayIn(this.config.centreTimezone, this.clock.now());
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@Query('email') email: unknown, @Query('facility') facility: unknown): Promise<QualificationsResponse> {
    const facilityId = queryText(facility);
    const qualifications = await listQualifications(this.store, {
      today: this.today(),
      ...(queryText(email) !== '' && { email: queryText(email) }),
      ...(facilityId !== '' && { facilityId }),
    });
    return { success: true, qualifications };
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  async grant(@Body() body: unknown, @CurrentActor() actor: Actor, @Req() request: Request): Promise<TrainingCommandResponse> {
    const parsed = parseGrantQualification(body, this.today());
    if (!parsed.ok) throw refuse(HttpStatus.BAD_REQUEST, parsed.message, parsed.errors);
    const { position } = await answered(() => this.handler.grant(parsed.value, actor, correlationIdOf(request)));
    return { success: true, position };
  }

  @Post(':email/:facilityId/revoke')
  @HttpCode(HttpStatus.OK)
  async revoke(
    @Param('email') email: string,
    @Param('facilityId') facilityId: string,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
  ): Promise<TrainingCommandResponse> {
    const parsed = parseRevokeQualification(body);
    if (!parsed.ok) throw refuse(HttpStatus.BAD_REQUEST, parsed.message, parsed.errors);
    // Nothing else was ever granted: an unknown facility is a qualification nobody holds.
    if (!isTrainingRequired(facilityId)) throw refuse(HttpStatus.NOT_FOUND, new QualificationError('NOT_QUALIFIED').message);
    const data = { email: normaliseEmail(email), facilityId, reason: parsed.value.reason };
    const { position } = await answered(() => this.handler.revoke(data, actor, correlationIdOf(request)));
    return { success: true, position };
  }
}
