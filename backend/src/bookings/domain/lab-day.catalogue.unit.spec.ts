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
