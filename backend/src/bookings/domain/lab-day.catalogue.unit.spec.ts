import { BookingDomainError } from './booking.errors.js';
import { given, id, request, requested } from './testing/lab-day.given.js';

const A = id('aaaaaaaa');
const SMAC = { lab: 'SmacLab' } as const;
const inSmac = (suffix: string): string => id(suffix, undefined, 'SmacLab');

describe('28.1 one catalogue: items lent with another facility', () => {
  it('refuses a booking of cables and adapters alone, naming why', () => {
    const error = given()
      .when(request(inSmac('aaaaaaaa'), { ...SMAC, facilityIds: ['smac-usbc-cable', 'smac-usbc-hdmi-adapter'] }))
      .thenFails('LENT_ITEMS_ALONE');
    expect((error as BookingDomainError).message).toMatch(/lent with a device/);
  });

  it('refuses a pen drive alone in the Media Lab', () => {
    given()
      .when(request(id('bbbbbbbb', undefined, 'MediaLab'), { lab: 'MediaLab', facilityIds: ['media-hp-128gb-pendrive'] }))
      .thenFails('LENT_ITEMS_ALONE');
  });

  it('accepts a cable booked together with the device it goes with', () => {
    const facilityIds = ['smac-macbook-pro-14-1', 'smac-usbc-hdmi-adapter'];
    given().when(request(inSmac('cccccccc'), { ...SMAC, facilityIds })).then(requested(inSmac('cccccccc'), { ...SMAC, facilityIds }));
  });

  it('folds an old booking that named a facility the catalogue has since retired', () => {
    // 'smac-iphone-15' left the catalogue: its old booking still holds its cells.
    const old = requested(inSmac('dddddddd'), { ...SMAC, facilityIds: ['smac-iphone-15'] });
    given(old)
      .when(request(inSmac('eeeeeeee'), { ...SMAC, facilityIds: ['smac-iphone-15'] }))
      .thenFails('BOOKING_CONFLICT');
    given(old).when(request(A)).then(requested(A));
  });
});

describe('28.3 opening hours: the lab-day refuses what the lab does not open', () => {
  const SUNDAY = '2026-11-29';
  const MONDAY = '2026-11-30';
  const rooms = (suffix: string, date: string): string => id(suffix, date, 'AllRooms');
  const prayas = (suffix: string, date: string): string => id(suffix, date, 'PrayasShala');

  it('refuses a room on a Sunday, when the rooms are closed', () => {
    const error = given()
      .when(request(rooms('aaaaaaaa', SUNDAY), { lab: 'AllRooms', date: SUNDAY, facilityIds: ['room-conference'] }))
      .thenFails('LAB_CLOSED_ON_DATE');
    expect((error as BookingDomainError).message).toBe('The lab is closed on this day. Please select another date.');
  });

  it('refuses a Prayas Shala slot after 6 PM, naming the opening hours', () => {
    const error = given()
      .when(
        request(prayas('bbbbbbbb', MONDAY), {
          lab: 'PrayasShala',
          date: MONDAY,
          slots: ['17:00', '18:00'],
          facilityIds: ['prayas-taparia-tool-kit'],
        }),
      )
      .thenFails('SLOT_CLOSED');
    expect((error as BookingDomainError).message).toMatch(/outside the lab's opening hours/);
  });

  it('accepts the same lab within its hours', () => {
    const over = { lab: 'PrayasShala', date: MONDAY, slots: ['16:00', '17:00'], facilityIds: ['prayas-taparia-tool-kit'] } as const;
    const bookingId = prayas('cccccccc', MONDAY);
    given().when(request(bookingId, { ...over, slots: [...over.slots], facilityIds: [...over.facilityIds] })).then(
      requested(bookingId, { ...over, slots: [...over.slots], facilityIds: [...over.facilityIds] }),
    );
  });

  it('keeps a lab open every day where the catalogue says so (the Fabrication Lab on a Sunday)', () => {
    const bookingId = id('dddddddd', SUNDAY);
    given().when(request(bookingId, { date: SUNDAY })).then(requested(bookingId, { date: SUNDAY }));
  });
});
