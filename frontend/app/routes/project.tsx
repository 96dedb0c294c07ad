import { Navigate, useParams } from 'react-router';
import { link } from '../config/paths';
import * as equipmentContent from '../content/equipment';
import * as siteContent from '../content/site';
import { FacilityAvailability } from '../features/availability-grid';
import { CatalogueEquipmentPage, SpecEquipmentPage } from '../features/equipment';
import { localize, useContent } from '../lib/i18n';
import { NotFoundContent, meta as notFoundMeta } from './not-found';
import type { Route } from './+types/project';

/** The item's title and lab in the language on screen, as the page shows them. */
export const meta: Route.MetaFunction = (args) => {
  const entry = equipmentContent.findEquipment(args.params.slug);
  // A facility added in the console is known only once the catalogue answers: its page sets its title.
  if (!entry) return notFoundMeta(args as never);
  const { EQUIPMENT, equipmentPage } = localize('equipment', equipmentContent);
  const { site } = localize('site', siteContent);
  const { item, lab } = EQUIPMENT.find((local) => local.item.slug === entry.item.slug) ?? entry;
  return [
    { title: `${item.title} | ${lab.name} | ${site.name}` },
    { name: 'description', content: equipmentPage.metaDescription(item.title, lab.name) },
  ];
};

/**
 * An equipment item's page: a lab page's item by its slug (prerendered), a spec facility by its
 * id (sent to its item's page), or a facility of the current catalogue (one added in the
 * console); an id the catalogue never had shows the not-found content.
 */
export default function Project() {
  const { slug = '' } = useParams();
  const { site } = useContent('site', siteContent);
  const entry = equipmentContent.findEquipment(slug);
  const availability = <FacilityAvailability facilityId={entry?.item.facility ?? slug} />;
  if (entry) return <SpecEquipmentPage entry={entry} availability={availability} />;
  const itemOfFacility = equipmentContent.EQUIPMENT.find((e) => e.item.facility === slug);
  if (itemOfFacility) return <Navigate replace to={link.project(itemOfFacility.item.slug)} />;
  return <CatalogueEquipmentPage facilityId={slug} availability={availability} notFound={<NotFoundContent />} siteName={site.name} />;
}
