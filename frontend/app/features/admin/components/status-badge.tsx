import type { BookingStatus } from '@centre/contracts';
import { cn } from '../../../components/ui/cn';
import { STATUS_CLASSES } from './format';

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-bold uppercase', STATUS_CLASSES[status])}>{status}</span>;
}
