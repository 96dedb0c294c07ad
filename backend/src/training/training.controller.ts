import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  TRAINING_MESSAGES,
  bookableLab,
  catalogueFacility,
  normaliseEmail,
  parseGrantQualification,
  parseRevokeQualification,
  todayIn,
  type Actor,
  type Catalogue,
  type QualificationsResponse,
  type TrainingCommandResponse,
} from '@centre/contracts';
import { QUALIFICATIONS, listQualifications, type ProjectionHost, type ReadModelStore } from '@centre/projections';
import { CurrentActor, Roles, RolesGuard, SameOriginGuard } from '../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { refuse } from '../inbox/index.js';
import { CorrelationId } from '../shared/http/correlation-id.js';
import { CaughtUp, PROJECTION_HOST, READ_MODEL_STORE, readCurrentCatalogue } from '../read-models/index.js';
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

/** The facility's name and lab as the event keeps them for the booker's mail (none for one the catalogue lacks). */
const namedIn = (catalogue: Catalogue, facilityId: string): { facilityName?: string; labId?: string } => {
  const found = catalogueFacility(catalogue, facilityId);
  return found ? { facilityName: found.facility.name, labId: found.lab.id } : {};
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
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly caughtUp: CaughtUp,
  ) {}

  private today(): string {
    return todayIn(this.config.centreTimezone, this.clock.now());
  }

  /**
   * The current catalogue: it judges a grant (the lab-day decision's own `trainingRequiredIn`)
   * and names the listed qualifications' facilities. Not the spec's as a fallback: that would
   * refuse a facility an admin marked, grant one they cleared, or leave an added one's
   * qualifications out of the list, so an unreadable catalogue is a 503 (nothing granted).
   */
  private async currentCatalogue(): Promise<Catalogue> {
    const catalogue = await readCurrentCatalogue(this.store, this.host, this.config.projectionsMode === 'inline');
    if (!catalogue) throw refuse(HttpStatus.SERVICE_UNAVAILABLE, TRAINING_MESSAGES.catalogueUnavailable);
    return catalogue;
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@Query('email') email: unknown, @Query('facility') facility: unknown): Promise<QualificationsResponse> {
    const facilityId = queryText(facility);
    await this.caughtUp.to([QUALIFICATIONS]);
    const qualifications = await listQualifications(this.store, {
      catalogue: await this.currentCatalogue(),
      today: this.today(),
      ...(queryText(email) !== '' && { email: queryText(email) }),
      ...(facilityId !== '' && { facilityId }),
    });
    return { success: true, qualifications };
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  async grant(@Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<TrainingCommandResponse> {
    const catalogue = await this.currentCatalogue();
    const parsed = parseGrantQualification(body, this.today(), catalogue.map(bookableLab));
    if (!parsed.ok) throw refuse(HttpStatus.BAD_REQUEST, parsed.message, parsed.errors);
    const data = { ...parsed.value, ...namedIn(catalogue, parsed.value.facilityId) };
    const { position } = await answered(() => this.handler.grant(data, actor, correlationId));
    return { success: true, position };
  }

  @Post(':email/:facilityId/revoke')
  @HttpCode(HttpStatus.OK)
  async revoke(
    @Param('email') email: string,
    @Param('facilityId') facilityId: string,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @CorrelationId() correlationId: string,
  ): Promise<TrainingCommandResponse> {
    const parsed = parseRevokeQualification(body);
    if (!parsed.ok) throw refuse(HttpStatus.BAD_REQUEST, parsed.message, parsed.errors);
    // No catalogue check: a facility no longer training-required (or retired) may still hold
    // qualifications to revoke; the booker's stream says whether one is held (NOT_QUALIFIED).
    // The names are for the booker's mail only: a revoke never waits on an unreadable catalogue.
    const catalogue = await this.currentCatalogue().catch((): Catalogue => []);
    const data = { email: normaliseEmail(email), facilityId, reason: parsed.value.reason, ...namedIn(catalogue, facilityId) };
    const { position } = await answered(() => this.handler.revoke(data, actor, correlationId));
    return { success: true, position };
  }
}
