import { ArchiveNote, LinkButton, Section } from '../../../components/ui';
import { link } from '../../../config/paths';
import * as fabContent from '../../../content/labs/fab';
import { useContent } from '../../../lib/i18n';
import { choices } from './choices';
import { EquipmentBrowser } from './equipment-browser';
import { AvailabilityLink } from './availability-link';
import { LabHeader } from './lab-header';
import { PrayasShowcase } from './prayas-showcase';

export function FabPage() {
  const {
    fabCategories,
    fabEquipment,
    fabMembershipPlans,
    fabPage: page,
  } = useContent('labs/fab', fabContent);
  return (
    <>
      <LabHeader
        eyebrow={page.eyebrow}
        title={page.title}
        intro={page.intro}
        slides={page.slides}
        carouselLabel={page.ui.carousel}
        actions={
          <>
            <LinkButton to={link.booking(fabContent.fabLab.labId)} variant="accent" size="lg">
              {page.ui.bookFacility}
            </LinkButton>
            <AvailabilityLink lab={fabContent.fabLab.labId} variant="light" />
          </>
        }
      />
      <EquipmentBrowser
        labId={fabContent.fabLab.labId}
        title={page.equipmentTitle}
        intro={page.equipmentIntro}
        items={fabEquipment}
        englishItems={fabContent.fabEquipment}
        categories={choices(fabContent.fabCategories, fabCategories)}
        searchIn="title"
        clearable
        resetPageOnCategory
        ui={page.ui}
      />
      <PrayasShowcase />
      <Section title={page.membershipTitle} intro={page.membershipIntro} tone="white">
        <ArchiveNote ended={page.membershipPeriodEnded} tone="light">
          {page.membershipArchiveNote}
        </ArchiveNote>
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {fabMembershipPlans.map((plan) => (
            <li key={plan.file}>
              <a
                href={plan.file}
                download=""
                className="flex items-center gap-4 rounded-2xl border border-ink-200 bg-paper p-5 font-semibold text-ink-900 transition-colors hover:border-brand-500 hover:text-brand-700"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-8 shrink-0 text-brand-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
                  <path d="M14 3v6h6M12 12v6M9 15l3 3 3-3" />
                </svg>
                <span>
                  {plan.name}
                  <span className="block text-sm font-normal text-ink-600">
                    {page.ui.downloadPdf}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
