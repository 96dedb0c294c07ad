import { useParams } from 'react-router';
import * as equipmentContent from '../content/equipment';
import * as siteContent from '../content/site';
import { FacilityAvailability } from '../features/availability-grid';
import { EquipmentDetail } from '../features/equipment';
import { localize } from '../lib/i18n';
import { NotFoundContent, meta as notFoundMeta } from './not-found';
import type { Route } from './+types/project';

/** The item's title and lab in the language on screen, as the page shows them. */
export const meta: Route.MetaFunction = (args) => {
  const entry = equipmentContent.findEquipment(args.params.slug);
  if (!entry) return notFoundMeta(args as never);
  const { EQUIPMENT, equipmentPage } = localize('equipment', equipmentContent);
  const { site } = localize('site', siteContent);
  const { item, lab } = EQUIPMENT.find((local) => local.item.slug === entry.item.slug) ?? entry;
  return [
    { title: `${item.title} | ${lab.name} | ${site.name}` },
    { name: 'description', content: equipmentPage.metaDescription(item.title, lab.name) },
  ];
};

/** An equipment item's page; an unknown slug shows the not-found content. */
export default function Project() {
  const { slug } = useParams();
  const entry = equipmentContent.findEquipment(slug);
  return entry ? (
    <EquipmentDetail entry={entry} availability={<FacilityAvailability facilityId={entry.item.facility} />} />
  ) : (
    <NotFoundContent />
  );
}
