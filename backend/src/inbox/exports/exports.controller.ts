import { once } from 'node:events';
import { Controller, Get, Inject, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { todayIn } from '@centre/contracts';
import { Roles, RolesGuard } from '../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { ApplicationListContext } from '../applications/review/application-list-context.js';
import { ApplicationsReader } from '../applications/review/applications.reader.js';
import { listItemOf } from '../applications/domain/application-summary.js';
import { INBOX_READER, type InboxReader } from '../queries/inbox-reader.port.js';
import { CSV_BOM, csvHeader, csvRow, type CsvColumn } from './csv.js';
import { APPLICATION_COLUMNS, CONTACT_COLUMNS } from './export-columns.js';

/** Rows read from the read model at a time: memory stays flat however long the list. */
const PAGE = 200;

/** The admin's CSV exports (issue 29.7): every application with its scores, every contact message. */
@Controller('api/admin/exports')
@UseGuards(RolesGuard)
@Roles('admin')
export class ExportsController {
  constructor(
    private readonly applications: ApplicationsReader,
    private readonly listContext: ApplicationListContext,
    @Inject(INBOX_READER) private readonly inbox: InboxReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('applications.csv')
  async applicationsCsv(@Res() response: Response): Promise<void> {
    const context = this.listContext.now();
    await this.stream(response, 'applications', APPLICATION_COLUMNS, async (offset) => {
      const { items } = await this.applications.page(offset, PAGE);
      return items.map((document) => ({ document, item: listItemOf(document, context) }));
    });
  }

  @Get('contact-messages.csv')
  async contactMessagesCsv(@Res() response: Response): Promise<void> {
    await this.stream(response, 'contact-messages', CONTACT_COLUMNS, async (offset) => {
      const { items } = await this.inbox.listMessages({ page: offset / PAGE + 1, pageSize: PAGE });
      return items;
    });
  }

  /** Writes the header, then page after page, newest first, waiting whenever the client is slower. */
  private async stream<T>(response: Response, name: string, columns: readonly CsvColumn<T>[], page: (offset: number) => Promise<T[]>): Promise<void> {
    const first = await page(0);
    response.status(200);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${name}-${todayIn(this.config.centreTimezone, this.clock.now())}.csv"`);
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    const write = async (chunk: string): Promise<void> => {
      if (!response.write(chunk)) await once(response, 'drain');
    };
    await write(CSV_BOM + csvHeader(columns));
    let rows = first;
    for (let offset = 0; rows.length > 0; ) {
      await write(rows.map((row) => csvRow(columns, row)).join(''));
      if (rows.length < PAGE) break;
      offset += PAGE;
      rows = await page(offset);
    }
    response.end();
  }
}
