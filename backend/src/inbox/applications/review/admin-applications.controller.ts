import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  parseDecisionRequest,
  type Actor,
  type AdminApplicationResponse,
  type ApplicationCommandResponse,
  type ApplicationListResponse,
  type DecisionMailPreview,
} from '@centre/contracts';
import type { ApplicationDocument } from '@centre/projections';
import { CurrentActor, Roles, RolesGuard, SameOriginGuard, UsersService } from '../../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { CorrelationId } from '../../../shared/http/correlation-id.js';
import { answered, refuse } from '../../inbox.http.js';
import { listItemOf } from '../domain/application-summary.js';
import { ApplicationListContext } from './application-list-context.js';
import { APPLICATION_ID, notFound, parsedOr400 } from './application-review.http.js';
import { ApplicationHandler } from './application.handler.js';
import { ApplicationsReader } from './applications.reader.js';
import { decisionMail } from '../status/application.mails.js';
import { ApplicationStatusLinks } from '../status/application-status-link.js';

const MAX_PAGE_SIZE = 100;

export const ADMIN_APPLICATION_MESSAGES = {
  pageInvalid: 'page must be a whole number from 1',
  pageSizeInvalid: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
} as const;

const wholeNumber = (raw: unknown, fallback: number): number | null => {
  if (raw === undefined || raw === '') return fallback;
  return typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : null;
};

/** The admin's screen: every application with its figures, each one whole, and the decision. */
@Controller('api/admin/applications')
@UseGuards(SameOriginGuard, RolesGuard)
@Roles('admin')
export class AdminApplicationsController {
  constructor(
    private readonly reader: ApplicationsReader,
    private readonly handler: ApplicationHandler,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly listContext: ApplicationListContext,
    @Inject(ApplicationStatusLinks) private readonly links: ApplicationStatusLinks,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@Query() query: Record<string, unknown>): Promise<ApplicationListResponse> {
    const page = wholeNumber(query.page, 1);
    const pageSize = wholeNumber(query.pageSize, 20);
    if (page === null || page < 1) throw refuse(HttpStatus.BAD_REQUEST, ADMIN_APPLICATION_MESSAGES.pageInvalid, { page: ADMIN_APPLICATION_MESSAGES.pageInvalid });
    if (pageSize === null || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      throw refuse(HttpStatus.BAD_REQUEST, ADMIN_APPLICATION_MESSAGES.pageSizeInvalid, { pageSize: ADMIN_APPLICATION_MESSAGES.pageSizeInvalid });
    }
    const { items, total } = await this.reader.page((page - 1) * pageSize, pageSize);
    const context = this.listContext.now();
    return { success: true, items: items.map((d) => listItemOf(d, context)), page, pageSize, total };
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  async one(@Param('id') id: string): Promise<AdminApplicationResponse> {
    const document = await this.find(id);
    return {
      success: true,
      item: listItemOf(document, this.listContext.now()),
      application: document.application,
      reviews: document.reviews,
      conflicts: document.conflicts,
      decision: document.decision,
    };
  }

  @Post(':id/decision')
  @HttpCode(HttpStatus.CREATED)
  async decide(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor, @CorrelationId() correlationId: string): Promise<ApplicationCommandResponse> {
    if (!APPLICATION_ID.test(id)) throw notFound();
    const decision = parsedOr400(parseDecisionRequest(body));
    const command = {
      type: 'DecideApplication' as const,
      data: { ...decision, panel: this.users.expertPanel(), quorum: this.config.applications.quorum },
    };
    const { position } = await answered(() => this.handler.handle(id, command, actor, correlationId));
    return { success: true, position };
  }

  /** The applicant's mail of this decision, word for word, before it is taken. */
  @Post(':id/decision/preview')
  @HttpCode(HttpStatus.OK)
  async preview(@Param('id') id: string, @Body() body: unknown): Promise<DecisionMailPreview> {
    const { outcome, reason } = parsedOr400(parseDecisionRequest(body));
    const { application } = await this.find(id);
    const mail = decisionMail('preview', application, { outcome, reason }, this.links.url(id));
    return { success: true, to: mail.to, subject: mail.subject, text: mail.text };
  }

  private async find(id: string): Promise<ApplicationDocument> {
    const document = APPLICATION_ID.test(id) ? await this.reader.find(id) : null;
    if (!document) throw notFound();
    return document;
  }
}
