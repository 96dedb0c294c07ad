import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Post, UseGuards } from '@nestjs/common';
import {
  CATALOGUE_PATHS,
  addedFacilityId,
  parseAddFacility,
  parseEditFacility,
  parseRetireFacility,
  parseSetTrainingRequirement,
  type Actor,
  type CatalogueAdminResponse,
  type CatalogueCommandResponse,
} from '@centre/contracts';
import { CATALOGUE, getCatalogue, type ProjectionHost, type ReadModelStore } from '@centre/projections';
import { CurrentActor, Roles, RolesGuard, SameOriginGuard } from '../auth/index.js';
import { PROJECTION_HOST, READ_MODEL_STORE, READ_YOUR_WRITES_MS } from '../read-models/index.js';
import { parsedOrRefused, refusalsAnswered } from '../shared/http/console-refusals.js';
import type { CatalogueCommand } from './domain/catalogue.decider.js';
import { CatalogueError, type CatalogueErrorCode } from './domain/catalogue.errors.js';
import { CatalogueHandler } from './catalogue.handler.js';
import { CorrelationId } from '../shared/http/correlation-id.js';

const STATUS_OF: Record<CatalogueErrorCode, HttpStatus> = {
  FACILITY_NOT_FOUND: HttpStatus.NOT_FOUND,
  FACILITY_RETIRED: HttpStatus.CONFLICT,
  FACILITY_ID_TAKEN: HttpStatus.CONFLICT,
  CONCURRENCY_EXHAUSTED: HttpStatus.SERVICE_UNAVAILABLE,
};

const answered = refusalsAnswered(CatalogueError, STATUS_OF);

/** The console's Catalogue screen: admins add, edit and retire facilities and mark their training. */
@Controller(CATALOGUE_PATHS.list.slice(1))
@UseGuards(SameOriginGuard, RolesGuard)
@Roles('admin')
export class CatalogueAdminController {
  constructor(
    private readonly handler: CatalogueHandler,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(): Promise<CatalogueAdminResponse> {
    return { success: true, labs: [...(await getCatalogue(this.store))] };
  }

  @Post('facilities')
  @HttpCode(HttpStatus.CREATED)
  add(@Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<CatalogueCommandResponse> {
    // A new id of its own kind: never one of the spec's, nor one an old booking names.
    const facilityId = addedFacilityId(randomUUID().replaceAll('-', '').slice(0, 12));
    return this.run({ type: 'AddFacility', data: { facilityId, ...parsedOrRefused(parseAddFacility(body)) } }, facilityId, actor, correlationId);
  }

  @Post('facilities/edit')
  @HttpCode(HttpStatus.OK)
  edit(@Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<CatalogueCommandResponse> {
    const value = parsedOrRefused(parseEditFacility(body));
    return this.run({ type: 'EditFacility', data: value }, value.facilityId, actor, correlationId);
  }

  @Post('facilities/retire')
  @HttpCode(HttpStatus.OK)
  retire(@Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<CatalogueCommandResponse> {
    const value = parsedOrRefused(parseRetireFacility(body));
    return this.run({ type: 'RetireFacility', data: value }, value.facilityId, actor, correlationId);
  }

  @Post('facilities/training')
  @HttpCode(HttpStatus.OK)
  training(@Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<CatalogueCommandResponse> {
    const value = parsedOrRefused(parseSetTrainingRequirement(body));
    return this.run({ type: 'SetTrainingRequirement', data: value }, value.facilityId, actor, correlationId);
  }

  private run(command: CatalogueCommand, facilityId: string, actor: Actor, correlationId: string): Promise<CatalogueCommandResponse> {
    return answered(async () => {
      const { position } = await this.handler.handle(command, actor, correlationId);
      await this.host.waitForPosition(position, READ_YOUR_WRITES_MS, [CATALOGUE]);
      return { success: true, facilityId, position };
    });
  }
}
