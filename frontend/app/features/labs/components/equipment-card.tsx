import { Link } from 'react-router';
import { Card, Image } from '../../../components/ui';
import { link } from '../../../config/paths';
import type { EquipmentItem } from '../../../content/labs/types';

export function EquipmentCard({
  item,
  checkDetails,
}: {
  item: EquipmentItem;
  checkDetails: string;
}) {
  return (
    <Card as="li" interactive className="flex flex-col">
      <Image src={item.image} alt="" className="aspect-[16/10] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
          {item.category}
        </p>
        <h3 className="text-lg font-semibold">{item.title}</h3>
        {item.description && <p className="text-sm text-ink-600">{item.description}</p>}
        <Link
          to={link.project(item.slug)}
          aria-label={`${checkDetails}: ${item.title}`}
          className="mt-auto pt-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {checkDetails}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </Card>
  );
}
