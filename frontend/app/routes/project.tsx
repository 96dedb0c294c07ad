import { useParams } from 'react-router';
import { findEquipment, equipmentPage } from '../content/equipment';
import { site } from '../content/site';
import { EquipmentDetail } from '../features/equipment';
import { NotFoundContent } from './not-found';
import type { Route } from './+types/project';

export const meta: Route.MetaFunction = ({ params }) => {
  const entry = findEquipment(params.slug);
  if (!entry) {
    return [
      { title: `Page Not Found | ${site.name}` },
      { name: 'description', content: 'The page you are looking for could not be found.' },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [
    { title: `${entry.item.title} | ${entry.lab.name} | ${site.name}` },
    {
      name: 'description',
      content: equipmentPage.metaDescription(entry.item.title, entry.lab.name),
    },
  ];
};

/** An equipment item's page; an unknown slug shows the not-found content. */
export default function Project() {
  const { slug } = useParams();
  const entry = findEquipment(slug);
  return entry ? <EquipmentDetail entry={entry} /> : <NotFoundContent />;
}
