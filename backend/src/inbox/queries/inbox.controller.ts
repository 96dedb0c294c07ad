import { Controller, Get, Header, HttpStatus, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import type { InboxApplicationsResponse, InboxMessagesResponse } from '@centre/contracts';
import { Roles, RolesGuard } from '../../auth/index.js';
import { refuse } from '../inbox.http.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.port.js';
import { INBOX_READER, type InboxReader, type PageRequest } from './inbox-reader.port.js';

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 20;

export const INBOX_MESSAGES = {
  pageInvalid: 'page must be a whole number from 1',
  pageSizeInvalid: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  applicationNotFound: 'Application not found',
  pitchDeckMissing: 'The pitch deck of this application is not available',
  statusInvalid: 'status must be new, or left out for every message',
} as const;

const wholeNumber = (raw: unknown, fallback: number): number | null => {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw)) return null;
  return Number(raw);
};

const pageRequest = (query: Record<string, unknown>): PageRequest => {
  const page = wholeNumber(query.page, 1);
  const pageSize = wholeNumber(query.pageSize, DEFAULT_PAGE_SIZE);
  const errors: Record<string, string> = {};
  if (page === null || page < 1) errors.page = INBOX_MESSAGES.pageInvalid;
  if (pageSize === null || pageSize < 1 || pageSize > MAX_PAGE_SIZE) errors.pageSize = INBOX_MESSAGES.pageSizeInvalid;
  if (page === null || pageSize === null || Object.keys(errors).length > 0) {
    throw refuse(HttpStatus.BAD_REQUEST, Object.values(errors)[0] ?? INBOX_MESSAGES.pageInvalid, errors);
  }
  return { page, pageSize };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** RFC 6266: a plain ASCII fallback plus the exact UTF-8 name. */
const attachment = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** The admin console's inbox: contact messages and startup applications, newest first. */
@Controller('api/admin/inbox')
@UseGuards(RolesGuard)
@Roles('admin', 'reviewer')
export class InboxController {
  constructor(
    @Inject(INBOX_READER) private readonly reader: InboxReader,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  @Get('messages')
  @Header('Cache-Control', 'no-store')
  async messages(@Query() query: Record<string, unknown>): Promise<InboxMessagesResponse> {
    const { status } = query;
    if (status !== undefined && status !== '' && status !== 'new') {
      throw refuse(HttpStatus.BAD_REQUEST, INBOX_MESSAGES.statusInvalid, { status: INBOX_MESSAGES.statusInvalid });
    }
    return { success: true, ...(await this.reader.listMessages(pageRequest(query), { onlyNew: status === 'new' })) };
  }

  @Get('applications')
  @Header('Cache-Control', 'no-store')
  async applications(@Query() query: Record<string, unknown>): Promise<InboxApplicationsResponse> {
    return { success: true, ...(await this.reader.listApplications(pageRequest(query))) };
  }

  @Get('applications/:id/pitch-deck')
  async pitchDeck(@Param('id') id: string, @Res() response: Response): Promise<void> {
    const application = UUID.test(id) ? await this.reader.findApplication(id) : null;
    if (!application) throw refuse(HttpStatus.NOT_FOUND, INBOX_MESSAGES.applicationNotFound);
    const { fileId, fileName, mediaType } = application.pitchDeck;
    const stored = await this.files.open(fileId);
    if (!stored) throw refuse(HttpStatus.NOT_FOUND, INBOX_MESSAGES.pitchDeckMissing);
    response.status(HttpStatus.OK);
    response.setHeader('Content-Type', mediaType);
    response.setHeader('Content-Length', String(stored.sizeBytes));
    response.setHeader('Content-Disposition', attachment(fileName));
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    stored.stream.on('error', () => response.destroy());
    stored.stream.pipe(response);
  }
}
