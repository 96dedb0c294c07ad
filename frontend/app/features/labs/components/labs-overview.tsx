import { Card, LinkButton, Picture, Section } from '../../../components/ui';
import { paths } from '../../../config/paths';
import * as overviewContent from '../../../content/labs/overview';
import { useContent } from '../../../lib/i18n';
import { labGlyph } from '../../../utils/catalogue';
import { LabHeader } from './lab-header';

export function LabsOverview() {
  const { labCards, labsOverviewPage: page } = useContent('labs/overview', overviewContent);
  return (
    <>
      <LabHeader
        eyebrow={page.eyebrow}
        title={page.title}
        intro={page.intro}
        slides={page.slides}
        carouselLabel={page.ui.carousel}
        actions={
          <LinkButton to={paths.booking} variant="accent" size="lg">
            {page.ui.bookFacility}
          </LinkButton>
        }
      />
      <Section title={page.labsTitle} intro={page.labsIntro} tone="white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {labCards.map((lab) => (
            <Card as="li" key={lab.labId} interactive className="flex flex-col">
              <Picture kind="labs" id={lab.labId} glyph={labGlyph(lab.labId)} alt="" width={640} height={400} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[16/10] h-auto w-full object-cover" />
              <div className="flex flex-1 flex-col gap-3 p-6">
                <h3 className="text-xl font-semibold">{lab.title}</h3>
                <p className="text-ink-600">{lab.description}</p>
                <div className="mt-auto flex flex-wrap gap-3 pt-3">
                  <LinkButton
                    to={lab.knowMoreLink}
                    external={lab.knowMoreExternal}
                    variant="outline"
                    size="sm"
                    aria-label={`${page.ui.knowMore}: ${lab.title}`}
                  >
                    {page.ui.knowMore}
                  </LinkButton>
                  <LinkButton
                    to={lab.applyNowLink}
                    variant="primary"
                    size="sm"
                    aria-label={`${page.ui.bookNow}: ${lab.title}`}
                  >
                    {page.ui.bookNow}
                  </LinkButton>
                </div>
              </div>
            </Card>
          ))}
        </ul>
      </Section>
    </>
  );
}
