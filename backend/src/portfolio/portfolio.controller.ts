import { createHash } from 'node:crypto';
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  PORTFOLIO_SEED,
  startupRecords,
  type FetchDataResponse,
  type PortfolioStartup,
  type StartupRecord,
  type StartupsResponse,
} from '@centre/contracts';

export const PORTFOLIO_STARTUPS = Symbol('PORTFOLIO_STARTUPS');

/** Short enough that an edit shows within minutes; the ETag makes revalidation cheap. */
export const PORTFOLIO_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

interface CachedAnswer {
  body: string;
  etag: string;
}

const cached = (value: unknown): CachedAnswer => {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
};

const matches = (request: Request, etag: string): boolean => {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};

/**
 * The startup portfolio. `GET /api/fetch-data` keeps the spec's shape (the client reads
 * `data.records`; `baseId` and `tableId` are accepted and ignored); `GET /api/startups` is the
 * plain list our showcase reads. The data is fixed, so both answers are built once.
 */
@Controller('api')
export class PortfolioController {
  private readonly fetchData: CachedAnswer;
  private readonly startups: CachedAnswer;

  constructor(@Inject(PORTFOLIO_STARTUPS) seed: readonly PortfolioStartup[]) {
    const records: StartupRecord[] = startupRecords(seed);
    const fetchData: FetchDataResponse = { success: true, data: { records } };
    this.fetchData = cached(fetchData);
    const startups: StartupsResponse = { success: true, records };
    this.startups = cached(startups);
  }

  @Get('fetch-data')
  fetchDataRecords(@Req() request: Request, @Res() response: Response): void {
    this.answer(this.fetchData, request, response);
  }

  @Get('startups')
  listStartups(@Req() request: Request, @Res() response: Response): void {
    this.answer(this.startups, request, response);
  }

  private answer({ body, etag }: CachedAnswer, request: Request, response: Response): void {
    response.setHeader('Cache-Control', PORTFOLIO_CACHE_CONTROL);
    response.setHeader('ETag', etag);
    if (matches(request, etag)) {
      response.status(304).end();
      return;
    }
    response.status(200).type('application/json').send(body);
  }
}

export const portfolioSeedProvider = { provide: PORTFOLIO_STARTUPS, useValue: PORTFOLIO_SEED };
