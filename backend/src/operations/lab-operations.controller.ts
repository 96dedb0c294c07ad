import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Post, UseGuards } from '@nestjs/common';
import {
  LAB_IDS,
  bookableLab,
  centreTimeIn,
  labLimitsOf,
  OPENING_HOURS,
  parseSetLabLimits,
  parseSetOpeningHours,
  parseDeclareClosure,
  parseDeclareOutage,
  OPERATIONS_PATHS,
  parseOperationRef,
  todayIn,
  type Actor,
  type LabLimitsResponse,
  type LabOperationsResponse,
  type OpeningHoursResponse,
  type OperationCommandResponse,
} from '@centre/contracts';
import { LAB_OPERATIONS, getAllLabOperations, getLabHours, getLabLimits, type ProjectionHost, type ReadModelStore } from '@centre/projections';
import { CurrentActor, Roles, RolesGuard, SameOriginGuard } from '../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PROJECTION_HOST, READ_MODEL_STORE, READ_YOUR_WRITES_MS, readCurrentCatalogue } from '../read-models/index.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { parsedOrRefused, refuse, refusalsAnswered } from '../shared/http/console-refusals.js';
import type { LabOperationsCommand } from './domain/lab-operations.decider.js';
import { LabOperationsError, type LabOperationsErrorCode } from './domain/lab-operations.errors.js';
import { LabOperationsHandler } from './lab-operations.handler.js';
import { CorrelationId } from '../shared/http/correlation-id.js';

const CATALOGUE_UNREADABLE = 'The catalogue could not be read just now, so the facility cannot be checked. Nothing was declared: please try again.';

const STATUS_OF: Record<LabOperationsErrorCode, HttpStatus> = {
  OPERATION_NOT_FOUND: HttpStatus.NOT_FOUND,
  OPERATION_OVER: HttpStatus.CONFLICT,
  CONCURRENCY_EXHAUSTED: HttpStatus.SERVICE_UNAVAILABLE,
  LAB_NOT_FOUND: HttpStatus.NOT_FOUND,
};

const answered = refusalsAnswered(LabOperationsError, STATUS_OF);

/** The console's Operations and Lab rules screens: closures, outages, each lab's limits and opening hours, by admins. */
@Controller(OPERATIONS_PATHS.list.slice(1))
@UseGuards(SameOriginGuard, RolesGuard)
@Roles('admin')
export class LabOperationsController {
  constructor(
    private readonly handler: LabOperationsHandler,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(): Promise<LabOperationsResponse> {
    const { closures, outages } = await getAllLabOperations(this.store);
    const today = todayIn(this.config.centreTimezone, this.clock.now());
    const now = centreTimeIn(this.config.centreTimezone, this.clock.now());
    // Current and coming ones, soonest first; the read model keeps the recent past too.
    return {
      success: true,
      closures: closures.filter((c) => c.to >= today).sort((a, b) => a.from.localeCompare(b.from)),
      outages: outages.filter((o) => o.until > now).sort((a, b) => a.from.localeCompare(b.from)),
    };
  }

  @Post('closures')
  @HttpCode(HttpStatus.CREATED)
  declareClosure(@Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<OperationCommandResponse> {
    const value = parsedOrRefused(parseDeclareClosure(body, todayIn(this.config.centreTimezone, this.clock.now())));
    const closureId = randomUUID();
    return this.run({ type: 'DeclareClosure', data: { closureId, ...value } }, closureId, actor, correlationId);
  }

  @Post('closures/lift')
  @HttpCode(HttpStatus.OK)
  liftClosure(@Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<OperationCommandResponse> {
    const { id, labId } = parsedOrRefused(parseOperationRef(body, 'closureId'));
    return this.run({ type: 'LiftClosure', data: { closureId: id, labId } }, id, actor, correlationId);
  }

  @Post('outages')
  @HttpCode(HttpStatus.CREATED)
  async declareOutage(@Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<OperationCommandResponse> {
    // The current catalogue judges the facility (one added in the console too); never the spec's.
    const catalogue = await readCurrentCatalogue(this.store, this.host, this.config.projectionsMode === 'inline');
    if (!catalogue) throw refuse(HttpStatus.SERVICE_UNAVAILABLE, CATALOGUE_UNREADABLE);
    const value = parsedOrRefused(parseDeclareOutage(body, centreTimeIn(this.config.centreTimezone, this.clock.now()), catalogue.map(bookableLab)));
    const outageId = randomUUID();
    return this.run({ type: 'DeclareOutage', data: { outageId, ...value } }, outageId, actor, correlationId);
  }

  @Post('outages/end')
  @HttpCode(HttpStatus.OK)
  endOutage(@Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<OperationCommandResponse> {
    const { id, labId } = parsedOrRefused(parseOperationRef(body, 'outageId'));
    const at = centreTimeIn(this.config.centreTimezone, this.clock.now());
    return this.run({ type: 'EndOutage', data: { outageId: id, labId: labId ?? '', at } }, id, actor, correlationId);
  }

  /** Every lab's limits in force: what its admin set, else the configured defaults. */
  @Get('limits')
  @Header('Cache-Control', 'no-store')
  async limits(): Promise<LabLimitsResponse> {
    const set = await getLabLimits(this.store);
    return { success: true, limits: Object.fromEntries(LAB_IDS.map((lab) => [lab, labLimitsOf(this.config.bookingLimits, set[lab])])) };
  }

  @Post('limits')
  @HttpCode(HttpStatus.OK)
  setLimits(@Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<OperationCommandResponse> {
    const data = parsedOrRefused(parseSetLabLimits(body));
    return this.run({ type: 'SetLabLimits', data }, data.labId, actor, correlationId);
  }

  /** Every lab's opening hours in force: what its admin set, else the catalogue's. */
  @Get('hours')
  @Header('Cache-Control', 'no-store')
  async hours(): Promise<OpeningHoursResponse> {
    const set = await getLabHours(this.store);
    return { success: true, hours: Object.fromEntries(LAB_IDS.map((lab) => [lab, set[lab] ?? OPENING_HOURS[lab]])) };
  }

  @Post('hours')
  @HttpCode(HttpStatus.OK)
  setHours(@Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<OperationCommandResponse> {
    const data = parsedOrRefused(parseSetOpeningHours(body));
    return this.run({ type: 'SetOpeningHours', data }, data.labId, actor, correlationId);
  }

  private run(command: LabOperationsCommand, id: string, actor: Actor, correlationId: string): Promise<OperationCommandResponse> {
    return answered(async () => {
      const { position } = await this.handler.handle(command, actor, correlationId);
      await this.host.waitForPosition(position, READ_YOUR_WRITES_MS, [LAB_OPERATIONS]);
      return { success: true, id, position };
    });
  }
}
