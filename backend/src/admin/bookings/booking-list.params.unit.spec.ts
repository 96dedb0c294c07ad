import { parseBookingListParams } from './booking-list.params.js';

describe('parseBookingListParams', () => {
  it('defaults to the newest first, page 1 of 20, no filters; blank values mean "any"', () => {
    expect(parseBookingListParams({})).toEqual({ ok: true, value: { sort: 'created-desc', page: 1, pageSize: 20 } });
    expect(parseBookingListParams({ status: '', lab: ' ', q: '' })).toEqual({ ok: true, value: { sort: 'created-desc', page: 1, pageSize: 20 } });
  });

  it('reads every filter, trims and lower-cases the text', () => {
    expect(
      parseBookingListParams({ status: 'approved', lab: 'BioLab', from: '2026-01-01', to: '2026-01-31', q: '  Asha ', sort: 'date-asc', page: '3', pageSize: '50' }),
    ).toEqual({
      ok: true,
      value: { status: 'approved', lab: 'BioLab', from: '2026-01-01', to: '2026-01-31', q: 'asha', sort: 'date-asc', page: 3, pageSize: 50 },
    });
  });

  it.each([
    [{ status: 'PENDING' }, 'status'],
    [{ lab: 'biolab' }, 'lab'],
    [{ to: '2026-13-01' }, 'to'],
    [{ from: '26-01-01' }, 'from'],
    [{ page: '-1' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ pageSize: '0' }, 'pageSize'],
    [{ status: ['pending', 'approved'] }, 'status'],
  ])('refuses %j at %s', (query, field) => {
    const parsed = parseBookingListParams(query);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors)).toEqual([field]);
  });
});
