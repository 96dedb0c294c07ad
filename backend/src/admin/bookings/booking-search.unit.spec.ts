import type { BookingRecord } from '@centre/contracts';
import type { BookingListQuery } from './booking-list.params.js';
import { matchesText, searchBookings } from './booking-search.js';

const record = (id: string, name: string, email = `${name.toLowerCase()}@example.org`): BookingRecord => ({
  id,
  name,
  email,
  userType: 'Student',
  lab: 'BioLab',
  labName: 'Bio Lab',
  date: '2026-12-01',
  timeSlots: [],
  facilities: [],
  facilityIds: [],
  createdAt: '',
  updatedAt: '',
  status: 'pending',
});

/** A read model of `n` rows that records what it was asked. */
const fakeList = (rows: BookingRecord[]) => {
  const asked: BookingListQuery[] = [];
  const list = async (query: BookingListQuery = {}) => {
    asked.push(query);
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 20;
    return { total: rows.length, offset, limit, items: rows.slice(offset, offset + limit) };
  };
  return { list, asked };
};

describe('matchesText', () => {
  it('matches the name, the email or the id, given lower-cased text', () => {
    const r = record('bk-BioLab-20261201-abcdefgh', 'Asha Rao', 'asha@uni.example');
    expect(matchesText(r, 'rao')).toBe(true);
    expect(matchesText(r, 'uni.example')).toBe(true);
    expect(matchesText(r, 'abcdefgh')).toBe(true);
    expect(matchesText(r, 'ravi')).toBe(false);
  });
});

describe('searchBookings', () => {
  it('without text, hands filters, sort and one page to the read model', async () => {
    const { list, asked } = fakeList([record('a', 'A'), record('b', 'B'), record('c', 'C')]);
    const page = await searchBookings(list, { status: 'pending', lab: 'BioLab', from: '2026-01-01', to: '2026-02-01', sort: 'date-asc', page: 2, pageSize: 2 });
    expect(asked).toEqual([{ status: 'pending', lab: 'BioLab', dateFrom: '2026-01-01', dateTo: '2026-02-01', sort: 'date-asc', offset: 2, limit: 2 }]);
    expect(page).toEqual({ items: [record('c', 'C')], page: 2, pageSize: 2, total: 3 });
  });

  it('with text, walks every selected row in chunks and pages the matches', async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => record(`id-${i}`, i % 2 === 0 ? `Even ${i}` : `Odd ${i}`));
    const { list, asked } = fakeList(rows);
    const page = await searchBookings(list, { q: 'odd', sort: 'created-desc', page: 3, pageSize: 10 });
    expect(asked.map((q) => q.offset)).toEqual([0, 500, 1000]);
    expect(page.total).toBe(601);
    expect(page.items.map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => `id-${41 + 2 * i}`));
  });
});
