import { API_PATHS, PORTFOLIO_DEFAULTS } from './api.js';
import { CONSOLE_PATHS } from './console-api.js';

describe('API paths', () => {
  it('keeps the spec paths', () => {
    expect(API_PATHS.checkAvailability).toBe('/api/check-availability');
    expect(API_PATHS.bookings).toBe('/api/bookings');
    expect(API_PATHS.booking('abc')).toBe('/api/bookings/abc');
    expect(API_PATHS.bookingStatus('abc')).toBe('/api/bookings/abc/status');
    expect(API_PATHS.bookingApprove('abc')).toBe('/api/bookings/abc/approve');
    expect(API_PATHS.bookingReject('abc')).toBe('/api/bookings/abc/reject');
    expect(API_PATHS.fetchData).toBe('/api/fetch-data');
    expect(API_PATHS.submitForm).toBe('/api/submit-form');
    expect(API_PATHS.machinesAvailability).toBe('/api/machines/availability');
    expect(API_PATHS.appointments).toBe('/api/appointments');
    expect(API_PATHS.catalog).toBe('/api/catalog');
  });

  it('escapes a booking id so it stays one path segment', () => {
    expect(API_PATHS.booking('a/b?c')).toBe('/api/bookings/a%2Fb%3Fc');
  });

  it("keeps the staff's paths, escaping each segment", () => {
    expect(CONSOLE_PATHS.me).toBe('/api/auth/me');
    expect(CONSOLE_PATHS.booking('a/b')).toBe('/api/admin/bookings/a%2Fb');
    expect(CONSOLE_PATHS.labDayHistory('BioLab', '2026-03-10')).toBe(
      '/api/admin/lab-days/BioLab/2026-03-10/history',
    );
    expect(CONSOLE_PATHS.rebuild('occupancy')).toBe('/api/admin/projections/occupancy/rebuild');
    expect(CONSOLE_PATHS.pitchDeck('x')).toBe('/api/admin/inbox/applications/x/pitch-deck');
  });

  it('keeps the portfolio card defaults of the spec', () => {
    expect(PORTFOLIO_DEFAULTS).toEqual({
      companyName: 'No Title',
      websiteLink: '#',
      description: 'No Description',
      category: 'Uncategorized',
      founderName: 'No founder name',
    });
  });
});
