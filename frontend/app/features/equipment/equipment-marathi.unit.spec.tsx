import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { link, paths } from '../../config/paths';
import { EQUIPMENT } from '../../content/equipment';
import equipmentMarathi from '../../content/equipment.mr';
import { switchLanguage } from '../../lib/i18n';
import { editionLoaded } from '../../lib/i18n/language-store';
import Project, { meta as projectMeta } from '../../routes/project';
import siteMarathi from '../../content/site.mr';

const openInMarathi = async (slug: string): Promise<void> => {
  render(
    <MemoryRouter initialEntries={[link.project(slug)]}>
      <Routes>
        <Route path={paths.project} element={<Project />} />
      </Routes>
    </MemoryRouter>,
  );
  await act(() => switchLanguage('mr'));
};

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('Equipment pages in Marathi', () => {
  it("names the page's tab and description in Marathi", async () => {
    const index = EQUIPMENT.findIndex((entry) => entry.item.slug === 'fdm');
    await openInMarathi('fdm');
    // The site shell (not rendered here) always has the centre's name on screen.
    await act(() => editionLoaded('mr', 'site'));
    const marathi = equipmentMarathi.EQUIPMENT[index]!;
    const tags = (projectMeta as unknown as (args: { params: { slug: string } }) => Array<{ title?: string; name?: string; content?: string }>)({
      params: { slug: 'fdm' },
    });
    expect(tags.find((tag) => tag.title)?.title).toBe(`${marathi.item!.title!} | ${marathi.lab!.name!} | ${siteMarathi.site!.name!}`);
    expect(tags.find((tag) => tag.name === 'description')?.content).toBe(
      equipmentMarathi.equipmentPage!.metaDescription!(marathi.item!.title!, marathi.lab!.name!),
    );
  });

  it.each(EQUIPMENT.map((entry, index) => [entry.item.slug, index] as const))(
    '/projects/%s shows its words in Marathi and books the same facility',
    async (slug, index) => {
      await openInMarathi(slug);
      const english = EQUIPMENT[index]!;
      const marathi = equipmentMarathi.EQUIPMENT[index]!;
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(marathi.item!.title!);
      expect(screen.getByText(marathi.item!.purpose!)).toBeInTheDocument();
      const breadcrumb = screen.getByRole('navigation', { name: 'पृष्ठाचा मार्ग' });
      expect(within(breadcrumb).getByRole('link', { name: marathi.lab!.name! })).toHaveAttribute(
        'href',
        english.lab.path,
      );
      const book = screen.getByRole('link', { name: 'आत्ताच बुक करा' });
      const params = new URLSearchParams(book.getAttribute('href')!.slice(paths.booking.length));
      expect(params.get('lab')).toBe(english.lab.labId);
      expect(params.get('facility')).toBe(english.item.facility);
    },
  );

  it('names the lab in Marathi in the back link and the picture', async () => {
    await openInMarathi('fdm');
    expect(screen.getByRole('link', { name: 'फॅब्रिकेशन लॅबकडे परत' })).toHaveAttribute(
      'href',
      paths.fabLab,
    );
    expect(screen.getByRole('img', { name: 'फॅब्रिकेशन लॅबच्या आत' })).toBeInTheDocument();
    expect(screen.getByText('अ‍ॅडिटिव्ह')).toBeInTheDocument();
  });
});
