import { paths } from '../config/paths';
import { prerenderPaths } from '../config/route-table';
import { meta as contactMeta } from './contact';
import { meta as incubationFormMeta } from './incubation-form';
import { meta as startupsMeta } from './startups';

type MetaDescriptor = { title?: string; name?: string; content?: string };
type AnyMeta = (args: never) => unknown;

const tagsOf = (meta: AnyMeta): MetaDescriptor[] => (meta as unknown as (args: object) => MetaDescriptor[])({});

describe('contact, application wizard and showcase routes', () => {
  it.each([
    ['contact', contactMeta, 'Contact Us'],
    ['incubationform', incubationFormMeta, 'Apply for Incubation'],
    ['startups', startupsMeta, 'Startup Showcase'],
  ] as const)('%s has a title and a description', (_, meta, title) => {
    const tags = tagsOf(meta);
    expect(tags.find((tag) => tag.title)?.title).toMatch(new RegExp(`^${title} \\| `));
    expect(tags.find((tag) => tag.name === 'description')?.content?.length).toBeGreaterThan(40);
  });

  it('prerenders the three page shells so their content is in the first HTML', () => {
    expect(prerenderPaths()).toEqual(expect.arrayContaining([paths.contact, paths.incubationForm, paths.startups]));
  });
});
