import { HttpException, HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { labName, plainApiError, type Actor } from '@centre/contracts';
import type { Request } from 'express';
import { UsersService } from '../../../auth/index.js';
import { parseBookingId } from '../../domain/booking-id.js';

/** The refusal names both sides, so the reviewer knows whom to ask (the console speaks English). */
export const otherLabMessage = (lab: string, theirs: readonly string[]): string =>
  `This booking is for ${labName(lab)}. You decide bookings for ${theirs.map(labName).join(', ')} only: an admin can decide this one, or give you this lab.`;

/**
 * After ReviewAccessGuard, on the routes that decide a booking (`:id`): a reviewer given labs
 * decides the bookings of those labs only, whether signed in or through a review link (DESIGN
 * 6); a reviewer given none, and an admin, decide every lab's. Reading stays open to them all.
 */
@Injectable()
export class ReviewerReachGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request & { actor?: Actor }>();
    const actor = request.actor;
    const parts = parseBookingId(request.params.id);
    // An id that names no lab-day is the decider's to refuse (not found), as before.
    if (!parts || actor?.kind !== 'user' || this.users.mayDecide(actor.userId, parts.lab)) return true;
    throw new HttpException(plainApiError(HttpStatus.FORBIDDEN, otherLabMessage(parts.lab, this.users.labsOf(actor.userId))), HttpStatus.FORBIDDEN);
  }
}
