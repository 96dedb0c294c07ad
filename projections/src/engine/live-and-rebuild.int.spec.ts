import { centreLog } from '../testing/logs.js';
import { liveAndRebuilt } from '../testing/live-and-rebuild.js';
import { STORES, type OpenedStore } from '../testing/projection-harness.js';
import { decisions, openBookings } from '../testing/test-projections.js';

// The engine derives a live path (batches seeded from the stored documents they touch) and a
// rebuild (the whole log folded in memory, then loaded) from each definition: both must end
// in the same read model, whatever the batches, for documents and fields that come and go.
describe.each(STORES)('the live path and the rebuild of one definition (%s)', (_, open) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.dispose());

  describe.each([
    ['a projection of fields', openBookings],
    ['a projection of documents with indexes', decisions],
  ])('%s', (_label, projection) => {
    it.each([1, 9, 400])('end in the same read model, live in batches of %i', async (batchSize) => {
      // The rebuild reads the log in pages of 10 events.
      const { live, rebuilt } = await liveAndRebuilt(opened.store, projection, centreLog(batchSize, 1_500), batchSize, 10);
      expect(Object.keys(live).length).toBeGreaterThan(3);
      expect(rebuilt).toEqual(live);
    });
  });
});
