import { centreLog } from '../testing/logs.js';
import { liveAndRebuilt } from '../testing/live-and-rebuild.js';
import { STORES, type OpenedStore } from '../testing/projection-harness.js';
import { CENTRE_PROJECTIONS } from './index.js';

// Every read model of the centre, live and rebuilt from the same log of every event type:
// one definition each, so one read model.
describe.each(STORES)('each read model live and rebuilt (%s)', (_, open) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.dispose());

  describe.each(CENTRE_PROJECTIONS.map((projection) => [projection.name, projection] as const))('%s', (_name, projection) => {
    it.each([1, 13, 500])('ends in the same read model, live in batches of %i', async (batchSize) => {
      const events = centreLog(100 + batchSize, 2_000);
      const { live, rebuilt } = await liveAndRebuilt(opened.store, projection, events, batchSize);
      expect(Object.keys(live).length).toBeGreaterThan(2);
      expect(rebuilt).toEqual(live);
    });
  });
});
