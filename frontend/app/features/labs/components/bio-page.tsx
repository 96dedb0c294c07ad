import { LinkButton } from '../../../components/ui';
import { link } from '../../../config/paths';
import { BIO_ALL, bioCategories, bioEquipment, bioPage as page } from '../../../content/labs/bio';
import { BookCta } from './book-cta';
import { EquipmentBrowser } from './equipment-browser';
import { LabHeader } from './lab-header';
import { MembershipDownload } from './membership-download';

export function BioPage() {
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
            <LinkButton to={link.booking('BioLab')} variant="accent" size="lg">
              {page.ui.bookNow}
            </LinkButton>
            <LinkButton to={page.externalSite} external variant="light" size="lg">
              {page.ui.visitSite}
            </LinkButton>
          </>
        }
      />
      <EquipmentBrowser
        title={page.facilitiesTitle}
        intro={page.facilitiesIntro}
        items={bioEquipment}
        categories={bioCategories}
        allLabel={BIO_ALL}
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
        to={link.booking('BioLab')}
      />
    </>
  );
}
