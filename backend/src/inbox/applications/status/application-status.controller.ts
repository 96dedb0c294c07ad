import { Controller, Get, Header, HttpStatus, Inject, Param, Query } from '@nestjs/common';
import { applicationReference, type ApplicantStatus, type ApplicantStatusResponse } from '@centre/contracts';
import { refuse } from '../../inbox.http.js';
import { APPLICATION_ID } from '../review/application-review.http.js';
import { ApplicationsReader } from '../review/applications.reader.js';
import { ApplicationStatusLinks } from './application-status-link.js';

export const STATUS_LINK_INVALID = 'This status link is not valid. Please use the link in the mail we sent you.';

/** The applicant's status page, opened from the signed link in their mails: plain facts, no reviews. */
@Controller('api/applications')
export class ApplicationStatusController {
  constructor(
    private readonly reader: ApplicationsReader,
    @Inject(ApplicationStatusLinks) private readonly links: ApplicationStatusLinks,
  ) {}

  @Get(':id/status')
  @Header('Cache-Control', 'no-store')
  async status(@Param('id') id: string, @Query('token') token: unknown): Promise<ApplicantStatusResponse> {
    // One answer for a bad id, a bad signature and an unknown application: a link either works or not.
    if (!APPLICATION_ID.test(id) || !this.links.verify(id, token)) throw refuse(HttpStatus.NOT_FOUND, STATUS_LINK_INVALID);
    const document = await this.reader.find(id);
    if (!document) throw refuse(HttpStatus.NOT_FOUND, STATUS_LINK_INVALID);
    const { application, reviews, decision } = document;
    const status: ApplicantStatus = decision ? 'decided' : reviews.length > 0 ? 'under-review' : 'received';
    return {
      success: true,
      reference: applicationReference(id),
      companyName: application.companyName,
      submittedAt: application.submittedAt,
      fundingNeeded: application.fundingNeeded,
      scheme: application.scheme ?? null,
      status,
      outcome: decision?.outcome ?? null,
      reason: decision?.reason ?? null,
    };
  }
}
