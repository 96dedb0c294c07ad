import * as designContent from '../content/design';
import { editionLoaded, switchLanguage } from '../lib/i18n/language-store';
import { pageMeta } from './page-meta';

const designMeta = () => pageMeta('design', designContent, (c) => c.design.meta);

afterEach(() => switchLanguage('en'));

test("a page's title and description carry the centre's name in English", () => {
  expect(designMeta()).toEqual([
    { title: `${designContent.design.meta.title} | Sangam Innovation Centre` },
    { name: 'description', content: designContent.design.meta.description },
  ]);
});

test('in Marathi they follow once the page shows its Marathi texts', async () => {
  await switchLanguage('mr');
  await Promise.all([editionLoaded('mr', 'design'), editionLoaded('mr', 'site')]);
  const [title, description] = designMeta();
  expect(title?.title).toMatch(/\p{Script=Devanagari}.* \| संगम इनोव्हेशन सेंटर$/u);
  expect(description?.content).toMatch(/\p{Script=Devanagari}/u);
});
