import { Inject, Injectable } from '@nestjs/common';
import { AUTH_CLOCK, AUTH_CONFIG, type AuthConfig, type Clock } from './auth.config.js';
import { resolveReviewLinkSecret, type ResolvedSecret } from './review-link-secret.js';
import {
  bookerLinkUrl,
  reviewLinkUrl,
  signBookerToken,
  signReviewToken,
  verifyBookerToken,
  verifyReceiptToken,
  verifyReviewToken,
  signReceiptToken,
  type BookerTokenCheck,
  type ReceiptTokenCheck,
  type ReviewTokenCheck,
} from './review-link.js';

/** A booker's link works from the request until a month after the day booked. */
export const BOOKER_LINK_DAYS_AFTER = 30;

/** The thank-you page's receipt outlives a reload, not the visit: the booker's mail has the lasting link. */
export const RECEIPT_VALID_MINUTES = 60;

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

  /** A review link for one reviewer (their user id is signed in), valid for `validForHours`. */
  createLink(bookingId: string, userId: string, validForHours: number = this.config.reviewLinkTtlHours): ReviewLink {
    if (!(validForHours > 0)) throw new Error('A review link must be valid for a positive number of hours.');
    const expiresAt = new Date(this.clock().getTime() + validForHours * 3_600_000);
    const token = signReviewToken(bookingId, userId, expiresAt, this.resolved.secret);
    return { url: reviewLinkUrl(this.config.publicBaseUrl, bookingId, token), token, expiresAt };
  }

  verify(token: string, bookingId: string): ReviewTokenCheck {
    return verifyReviewToken(token, bookingId, this.clock(), this.resolved.secret);
  }

  /** The booker's link to their booking of `date` (YYYY-MM-DD). */
  createBookerLink(bookingId: string, date: string): ReviewLink {
    const dayBooked = Date.parse(`${date}T23:59:59Z`);
    const expiresAt = new Date((Number.isFinite(dayBooked) ? dayBooked : this.clock().getTime()) + BOOKER_LINK_DAYS_AFTER * 86_400_000);
    const token = signBookerToken(bookingId, expiresAt, this.resolved.secret);
    return { url: bookerLinkUrl(this.config.publicBaseUrl, bookingId, token), token, expiresAt };
  }

  verifyBooker(token: string, bookingId: string): BookerTokenCheck {
    return verifyBookerToken(token, bookingId, this.clock(), this.resolved.secret);
  }

  /** The receipt the booking request's answer carries: reads the booking's summary, nothing else. */
  createReceipt(bookingId: string): string {
    return signReceiptToken(bookingId, new Date(this.clock().getTime() + RECEIPT_VALID_MINUTES * 60_000), this.resolved.secret);
  }

  verifyReceipt(token: string, bookingId: string): ReceiptTokenCheck {
    return verifyReceiptToken(token, bookingId, this.clock(), this.resolved.secret);
  }
}
