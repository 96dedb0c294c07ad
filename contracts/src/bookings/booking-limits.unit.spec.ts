import {
  DEFAULT_BOOKING_LIMITS,
  addDays,
  cellCount,
  facilityLimitRule,
  heldCellsRule,
  horizonRule,
} from './booking-limits.js';

describe('26.2 one visitor can take every slot: the booking limits', () => {
  it('has safe defaults: 90 days ahead, 4 facilities, 24 cells per email, 300 per address', () => {
    expect(DEFAULT_BOOKING_LIMITS).toEqual({
      horizonDays: 90,
      maxFacilitiesPerBooking: 4,
      maxHeldCellsPerEmail: 24,
      maxHeldCellsPerAddress: 300,
    });
  });

  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-11-21', 90)).toBe('2027-02-19');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 0)).toBe('2026-12-31');
  });

  it('refuses a date past the horizon and keeps its last day', () => {
    expect(horizonRule('2027-02-19', '2026-11-21', 90)).toBeNull();
    expect(horizonRule('2027-02-20', '2026-11-21', 90)).toBe('DATE_TOO_FAR_AHEAD');
    expect(horizonRule('9999-12-31', '2026-11-21', 90)).toBe('DATE_TOO_FAR_AHEAD');
    // A date that is no date is its own rule's business.
    expect(horizonRule('9999-99-99', '2026-11-21', 90)).toBeNull();
  });

  it('counts facilities and cells', () => {
    expect(facilityLimitRule(['a', 'b', 'c', 'd'], 4)).toBeNull();
    expect(facilityLimitRule(['a', 'b', 'c', 'd', 'e'], 4)).toBe('TOO_MANY_FACILITIES');
    expect(cellCount(['09:00', '10:00'], ['a', 'b', 'c'])).toBe(6);
  });

  it('admits a booking while the email and the address stay within their cells', () => {
    const limits = DEFAULT_BOOKING_LIMITS;
    expect(heldCellsRule({ byEmail: 8, byAddress: 0 }, 16, limits)).toBeNull();
    expect(heldCellsRule({ byEmail: 9, byAddress: 0 }, 16, limits)).toBe('HELD_CELLS_PER_EMAIL');
    expect(heldCellsRule({ byEmail: 0, byAddress: 284 }, 16, limits)).toBeNull();
    expect(heldCellsRule({ byEmail: 0, byAddress: 285 }, 16, limits)).toBe('HELD_CELLS_PER_ADDRESS');
  });
});
