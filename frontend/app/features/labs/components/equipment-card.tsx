import type { LabId } from '@centre/contracts';
import { Link } from 'react-router';
import { Card, LinkButton, Picture } from '../../../components/ui';
import { link } from '../../../config/paths';
import { bookingLinkFor, facilityGlyph } from '../../../utils/catalogue';
import type { EquipmentItem } from '../../../content/labs/types';

export function EquipmentCard({
  item,
  labId,
  catalogueCategory,
  checkDetails,
  bookNow,
}: {
  item: EquipmentItem;
  /** The lab page's bookable lab: where a facility added in the console is booked. */
  labId?: LabId;
  /** Its category in the current catalogue (one added in the console is drawn by it). */
  catalogueCategory?: string;
  checkDetails: string;
  /** Undefined for a facility that can no longer be booked (retired): its card has no Book Now. */
  bookNow: string | undefined;
}) {
  return (
    <Card as="li" interactive className="flex flex-col">
      <Picture kind="facilities" id={item.facility} glyph={facilityGlyph(item.facility, catalogueCategory)} alt="" width={640} height={400} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="aspect-[16/10] h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
          {item.category}
        </p>
        <h3 className="text-lg font-semibold">{item.title}</h3>
        {item.description && <p className="text-sm text-ink-600">{item.description}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <Link
            to={link.project(item.slug)}
            aria-label={`${checkDetails}: ${item.title}`}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {checkDetails}
            <span aria-hidden="true"> →</span>
          </Link>
          {bookNow !== undefined && (
            <LinkButton
              to={bookingLinkFor(item.facility, labId)}
              variant="outline"
              size="sm"
              aria-label={`${bookNow}: ${item.title}`}
            >
              {bookNow}
            </LinkButton>
          )}
        </div>
      </div>
    </Card>
  );
}
