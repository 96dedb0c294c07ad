import { LinkButton } from '../../../components/ui';
import { link } from '../../../config/paths';
import {
  ALL_LENSES,
  MEDIA_ALL,
  MEDIA_LENSES,
  lensOptions,
  mediaCategories,
  mediaEquipment,
  mediaPage as page,
} from '../../../content/labs/media';
import { BookCta } from './book-cta';
import { EquipmentBrowser } from './equipment-browser';
import { LabHeader } from './lab-header';
import { MembershipDownload } from './membership-download';

export function MediaPage() {
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
          <LinkButton to={link.booking('MediaLab')} variant="accent" size="lg">
            {page.ui.bookNow}
          </LinkButton>
        }
      />
      <EquipmentBrowser
        title={page.facilitiesTitle}
        intro={page.facilitiesIntro}
        items={mediaEquipment}
        categories={mediaCategories}
        allLabel={MEDIA_ALL}
        searchIn="title"
        subFilter={{
          category: MEDIA_LENSES,
          label: page.ui.lens,
          allLabel: ALL_LENSES,
          options: lensOptions,
          value: (item) => item.lens,
        }}
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
        to={link.booking('MediaLab')}
      />
    </>
  );
}
