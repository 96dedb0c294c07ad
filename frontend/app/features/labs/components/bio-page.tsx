import { LinkButton } from '../../../components/ui';
import { link } from '../../../config/paths';
import * as bioContent from '../../../content/labs/bio';
import { useContent } from '../../../lib/i18n';
import { BookCta } from './book-cta';
import { choices } from './choices';
import { EquipmentBrowser } from './equipment-browser';
import { LabHeader } from './lab-header';
import { MembershipDownload } from './membership-download';

export function BioPage() {
  const { bioCategories, bioEquipment, bioPage: page } = useContent('labs/bio', bioContent);
  return (
    <>
      <LabHeader
        eyebrow={page.eyebrow}
        title={page.title}
        tagline={page.tagline}
        intro={page.intro}
        slides={page.slides}
        carouselLabel={page.ui.carousel}
        actions={
          <>
            <LinkButton to={link.booking(bioContent.bioLab.labId)} variant="accent" size="lg">
              {page.ui.bookNow}
            </LinkButton>
            <LinkButton to={page.externalSite} external variant="light" size="lg">
              {page.ui.visitSite}
            </LinkButton>
          </>
        }
      />
      <EquipmentBrowser
        labId={bioContent.bioLab.labId}
        title={page.facilitiesTitle}
        intro={page.facilitiesIntro}
        items={bioEquipment}
        englishItems={bioContent.bioEquipment}
        categories={choices(bioContent.bioCategories, bioCategories)}
        searchIn="title"
        ui={page.ui}
      />
      <MembershipDownload
        title={page.membershipTitle}
        text={page.membershipText}
        file={page.membershipFile}
        label={page.ui.download}
      />
      <BookCta
        title={page.closingTitle}
        text={page.closingText}
        label={page.ui.bookNow}
        to={link.booking(bioContent.bioLab.labId)}
        lab={bioContent.bioLab.labId}
      />
    </>
  );
}
