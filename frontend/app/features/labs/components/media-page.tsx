import { LinkButton } from '../../../components/ui';
import { link } from '../../../config/paths';
import * as mediaContent from '../../../content/labs/media';
import { useContent } from '../../../lib/i18n';
import { BookCta } from './book-cta';
import { choices } from './choices';
import { EquipmentBrowser } from './equipment-browser';
import { LabHeader } from './lab-header';
import { MembershipDownload } from './membership-download';

export function MediaPage() {
  const {
    lensOptions,
    mediaCategories,
    mediaEquipment,
    mediaPage: page,
  } = useContent('labs/media', mediaContent);
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
          <LinkButton to={link.booking(mediaContent.mediaLab.labId)} variant="accent" size="lg">
            {page.ui.bookNow}
          </LinkButton>
        }
      />
      <EquipmentBrowser
        labId={mediaContent.mediaLab.labId}
        title={page.facilitiesTitle}
        intro={page.facilitiesIntro}
        items={mediaEquipment}
        englishItems={mediaContent.mediaEquipment}
        categories={choices(mediaContent.mediaCategories, mediaCategories)}
        searchIn="title"
        subFilter={{
          category: mediaContent.MEDIA_LENSES,
          label: page.ui.lens,
          options: choices(mediaContent.lensOptions, lensOptions),
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
        to={link.booking(mediaContent.mediaLab.labId)}
        lab={mediaContent.mediaLab.labId}
      />
    </>
  );
}
