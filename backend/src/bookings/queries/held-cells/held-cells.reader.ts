import type { HeldCells } from '@centre/contracts';

/**
 * What a booker email and a client address hold in undecided bookings, across every lab-day.
 * No lab-day stream knows that, so it comes from a read model (the booking-holds projection):
 * a limit checked here can be exceeded by what a race lets through (see the route).
 */
export interface HeldCellsReader {
  /**
   * Undefined when the read model cannot answer now (its store is down or it is not live). Given
   * a lab-day, also the hours the email holds in that lab's week (`inLabWeek`), in the same read.
   */
  held(email: string, clientKey: string | undefined, week?: { lab: string; date: string }): Promise<HeldCells | undefined>;
}

/** Provided (globally) where the read models are; without it nothing is counted across lab-days. */
export const HELD_CELLS_READER = Symbol('HELD_CELLS_READER');
