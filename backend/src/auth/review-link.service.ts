import { Inject, Injectable } from '@nestjs/common';
import { AUTH_CLOCK, AUTH_CONFIG, type AuthConfig, type Clock } from './auth.config.js';
import { resolveReviewLinkSecret, type ResolvedSecret } from './review-link-secret.js';
import { reviewLinkUrl, signReviewToken, verifyReviewToken, type ReviewTokenCheck } from './review-link.js';

export interface ReviewLink {
  url: string;
  token: string;
  expiresAt: Date;
}

/** Issues and checks review links with the configured secret, validity and public URL. */
@Injectable()
export class ReviewLinkService {
  private readonly resolved: ResolvedSecret;

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(AUTH_CLOCK) private readonly clock: Clock,
  ) {
    this.resolved = resolveReviewLinkSecret(config.reviewLinkSecret, config.dataDir);
  }

  /** Where the secret came from; the module warns when it was not configured. */
  get secretSource(): Pick<ResolvedSecret, 'source' | 'file'> {
    return { source: this.resolved.source, file: this.resolved.file };
  }

  createLink(bookingId: string, validForHours: number = this.config.reviewLinkTtlHours): ReviewLink {
    if (!(validForHours > 0)) throw new Error('A review link must be valid for a positive number of hours.');
    const expiresAt = new Date(this.clock().getTime() + validForHours * 3_600_000);
    const token = signReviewToken(bookingId, expiresAt, this.resolved.secret);
    return { url: reviewLinkUrl(this.config.publicBaseUrl, bookingId, token), token, expiresAt };
  }

  verify(token: string, bookingId: string): ReviewTokenCheck {
    return verifyReviewToken(token, bookingId, this.clock(), this.resolved.secret);
  }
}
