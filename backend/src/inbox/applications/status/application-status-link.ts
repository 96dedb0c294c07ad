import { createHmac, timingSafeEqual } from 'node:crypto';
import { APPLICATION_STATUS_PATH } from '@centre/contracts';

/**
 * The applicant's status link: the application's id and an HMAC of it, so a bare id (or
 * another application's signature) shows nothing. It does not expire: the applicant keeps
 * one link from the receipt to the decision and after. The key is derived from the review
 * links' secret for this one purpose.
 */
export class ApplicationStatusLinks {
  private readonly secret: string;

  constructor(
    reviewLinkSecret: string,
    private readonly publicBaseUrl: string,
  ) {
    if (reviewLinkSecret.length === 0) throw new Error('Status links need a secret.');
    this.secret = createHmac('sha256', reviewLinkSecret).update('application-status-key:v1').digest('base64url');
  }

  sign(applicationId: string): string {
    return createHmac('sha256', this.secret).update(`application-status:v1:${applicationId}`).digest('base64url');
  }

  verify(applicationId: string, token: unknown): boolean {
    if (typeof token !== 'string' || token.length !== 43) return false;
    return timingSafeEqual(Buffer.from(token, 'utf8'), Buffer.from(this.sign(applicationId), 'utf8'));
  }

  url(applicationId: string): string {
    const base = this.publicBaseUrl.replace(/\/+$/, '');
    return `${base}${APPLICATION_STATUS_PATH}?id=${encodeURIComponent(applicationId)}&token=${this.sign(applicationId)}`;
  }
}
