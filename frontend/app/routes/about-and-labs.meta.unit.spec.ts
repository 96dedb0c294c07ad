import { meta as aboutMeta } from './about';
import { meta as aiMlMeta } from './lab-ai-ml';
import { meta as arVrMeta } from './lab-ar-vr';
import { meta as bioMeta } from './lab-bio';
import { meta as fabMeta } from './lab-fab';
import { meta as mediaMeta } from './lab-media';
import { meta as laboratoryMeta } from './laboratory';
import { meta as projectMeta } from './project';
import { meta as researchMeta } from './research';
import { meta as trainingMeta } from './training';

type MetaDescriptor = { title?: string; name?: string; content?: string };
type AnyMeta = (args: never) => unknown;

const describeMeta = (meta: AnyMeta, params: Record<string, string> = {}): MetaDescriptor[] =>
  (meta as unknown as (args: { params: Record<string, string> }) => MetaDescriptor[])({ params });

const titleOf = (tags: MetaDescriptor[]): string | undefined => tags.find((tag) => tag.title)?.title;
const descriptionOf = (tags: MetaDescriptor[]): string | undefined => tags.find((tag) => tag.name === 'description')?.content;

describe('meta of the About, Research, Laboratory, Training and equipment routes', () => {
  it.each([
    ['about', aboutMeta, 'About us'],
    ['research', researchMeta, 'Research'],
    ['laboratory', laboratoryMeta, 'Laboratory'],
    ['ai-ml-lab', aiMlMeta, 'AI/ML Lab'],
    ['ar-vr-lab', arVrMeta, 'AR/VR Lab'],
    ['fab-lab', fabMeta, 'Fabrication Lab'],
    ['media-lab', mediaMeta, 'Media Lab'],
    ['bio-lab', bioMeta, 'Bio Lab'],
    ['training', trainingMeta, 'Training Programs'],
  ] as const)('%s has a title and a description', (_, meta, title) => {
    const tags = describeMeta(meta);
    expect(titleOf(tags)).toMatch(new RegExp(`^${title.replace('/', '\\/')} \\| `));
    expect(descriptionOf(tags)?.length).toBeGreaterThan(40);
  });

  it("names an equipment page after its item and lab, and an unknown slug 'Page Not Found'", () => {
    expect(titleOf(describeMeta(projectMeta, { slug: 'fdm' }))).toMatch(/^Prusa MK4 3D Printer \(Unit 1\) \| Fabrication Lab \| /);
    expect(descriptionOf(describeMeta(projectMeta, { slug: 'fdm' }))).toContain('Fabrication Lab');
    expect(titleOf(describeMeta(projectMeta, { slug: 'nope' }))).toMatch(/^Page Not Found/);
  });
});
