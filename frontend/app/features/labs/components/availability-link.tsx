import { LinkButton, type ButtonVariant } from '../../../components/ui';
import { link } from '../../../config/paths';
import * as gridContent from '../../../content/availability-grid';
import { useContent } from '../../../lib/i18n';

/** A lab page's way to its week of availability before the booking form. */
export function AvailabilityLink({ lab, variant = 'outline' }: { lab: string; variant?: ButtonVariant }) {
  const { availabilityGrid } = useContent('availability-grid', gridContent);
  return (
    <LinkButton to={link.availability(lab)} variant={variant} size="lg">
      {availabilityGrid.gridLink}
    </LinkButton>
  );
}
