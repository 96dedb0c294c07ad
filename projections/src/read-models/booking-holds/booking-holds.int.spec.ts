import { cancelled, recorded, requested } from '../../testing/events.js';
import { STORES, project, type OpenedStore } from '../../testing/projection-harness.js';
import { waitLeft, waitOfferClaimed, waitOffered, waitOfferLapsed } from '../../testing/waitlist-events.js';
import { bookingHoldsProjection } from './booking-holds.projection.js';
import { heldCells, listDueOffers } from './booking-holds.query.js';

const at = (minute: number) => `2026-11-20T07:${String(minute).padStart(2, '0')}:00.000Z`;

describe.each(STORES)('28.6 booking holds: offers by deadline (%s)', (_, open) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.dispose());

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])('each handler applied %s', (_label, twice) => {
    const asha = recorded(requested({ bookingId: 'b-1', slots: ['09:00'], facilityIds: ['x'] }), 1);
    const cancel = recorded(cancelled('b-1'), 2);
    const offerW1 = recorded(waitOffered('w-1', at(30), ['09:00'], ['x']), 3);
    const offerW2 = recorded(waitOffered('w-2', at(20), ['10:00'], ['x']), 4);

    it('WaitOffered lists offers earliest deadline first, due from their deadline, and counts in no held total', async () => {
      await project(opened.store, bookingHoldsProjection, [asha, cancel, offerW1, offerW2], { twice });
      expect(await listDueOffers(opened.store, new Date(at(19)))).toEqual([]);
      expect(await listDueOffers(opened.store, new Date(at(20)))).toEqual(['w-2']);
      expect(await listDueOffers(opened.store, new Date(at(45)))).toEqual(['w-2', 'w-1']);
      expect(await heldCells(opened.store, 'bea@example.edu', undefined)).toEqual({ byEmail: 0, byAddress: 0 });
    });

    it('WaitOfferClaimed, WaitOfferLapsed and WaitLeft take the offer off the list', async () => {
      const claimedRequest = recorded(requested({ bookingId: 'w-1', email: 'bea@example.edu', slots: ['09:00'], facilityIds: ['x'] }), 6);
      await project(
        opened.store,
        bookingHoldsProjection,
        [asha, cancel, offerW1, offerW2, recorded(waitOfferClaimed('w-1'), 5), claimedRequest, recorded(waitOfferLapsed('w-2', at(20)), 7)],
        { twice },
      );
      expect(await listDueOffers(opened.store, new Date(at(59)))).toEqual([]);
      // The claim's request counts as any request does.
      expect(await heldCells(opened.store, 'bea@example.edu', undefined)).toEqual({ byEmail: 1, byAddress: 0 });
    });

    it('WaitLeft of an offered waiter ends the offer', async () => {
      await project(opened.store, bookingHoldsProjection, [offerW1, recorded(waitLeft('w-1'), 5)], { twice });
      expect(await listDueOffers(opened.store, new Date(at(59)))).toEqual([]);
    });
  });
});
