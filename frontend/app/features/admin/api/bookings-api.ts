import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  CONSOLE_PATHS,
  type BookingAuditResponse,
  type BookingListQuery,
  type BookingListResponse,
  type BookingListSort,
  type BookingQueueResponse,
  type BookingStatus,
  type BookingStepResponse,
  type CancelBookingRequest,
  type UpdateBookingStatusRequest,
  type UpdateBookingStatusResponse,
} from '@centre/contracts';
import { queryString } from '../../../lib/http';
import { adminRequest } from './admin-http';

export type BookingSort = BookingListSort;

export interface BookingFilters {
  status: BookingStatus | '';
  lab: string;
  from: string;
  to: string;
  q: string;
  /** Only flagged bookings that still need a reviewer. */
  attention: boolean;
  sort: BookingSort;
  page: number;
  pageSize: number;
}

export const adminKeys = {
  bookings: ['admin', 'bookings'] as const,
  queue: ['admin', 'queue'] as const,
  booking: (id: string) => ['admin', 'booking', id] as const,
  history: (lab: string, date: string) => ['admin', 'history', lab, date] as const,
  projections: ['admin', 'projections'] as const,
  users: ['admin', 'users'] as const,
  inbox: (kind: 'messages' | 'applications', page: number) => ['admin', 'inbox', kind, page] as const,
};

export const bookingsUrl = (f: BookingFilters): string => {
  const query: BookingListQuery = {
    ...(f.status !== '' && { status: f.status }),
    lab: f.lab,
    from: f.from,
    to: f.to,
    q: f.q.trim(),
    ...(f.attention && { attention: '1' as const }),
    sort: f.sort,
    page: f.page,
    pageSize: f.pageSize,
  };
  return `${CONSOLE_PATHS.bookings}${queryString({ ...query })}`;
};

export function useAdminBookings(filters: BookingFilters) {
  return useQuery({
    queryKey: [...adminKeys.bookings, filters],
    queryFn: ({ signal }) => adminRequest<BookingListResponse>(bookingsUrl(filters), 'GET', undefined, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBooking(id: string) {
  return useQuery({
    queryKey: adminKeys.booking(id),
    queryFn: ({ signal }) => adminRequest<BookingAuditResponse>(CONSOLE_PATHS.booking(id), 'GET', undefined, signal),
    retry: false,
  });
}

export interface ReviewInput {
  action: 'approve' | 'reject';
  notes: string;
}

/** Approve or reject through the booking engine's review route; the reviewer's session is the actor. */
export function useReviewBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, notes }: ReviewInput) => {
      const body: UpdateBookingStatusRequest = { status: action, adminNotes: notes };
      return adminRequest<UpdateBookingStatusResponse>(API_PATHS.bookingStatus(id), 'PUT', body);
    },
    onSettled: () => refreshAfterStep(client, id),
  });
}

/** After a decision or a cancellation: the booking, the lists and the queue (and its count) read again. */
const refreshAfterStep = async (client: ReturnType<typeof useQueryClient>, id: string): Promise<void> => {
  await Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.booking(id) }),
    client.invalidateQueries({ queryKey: adminKeys.bookings }),
    client.invalidateQueries({ queryKey: adminKeys.queue }),
  ]);
};

export const QUEUE_PAGE_SIZE = 10;

/**
 * The reviewers' queue: undecided bookings, the nearest deadline first; a reviewer given labs
 * gets theirs (the answer's `myLabs`) unless `allLabs`.
 */
export function useBookingQueue(page: number, allLabs = false) {
  return useQuery({
    queryKey: [...adminKeys.queue, 'page', page, allLabs ? 'all' : 'mine'],
    queryFn: ({ signal }) =>
      adminRequest<BookingQueueResponse>(
        `${CONSOLE_PATHS.bookingQueue}${queryString({ page, pageSize: QUEUE_PAGE_SIZE, ...(allLabs && { scope: 'all' }) })}`,
        'GET',
        undefined,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** How many bookings wait for a decision (the console's navigation shows it); re-read every minute. */
export function useQueueCount() {
  return useQuery({
    queryKey: [...adminKeys.queue, 'count'],
    queryFn: async ({ signal }) =>
      (await adminRequest<BookingQueueResponse>(`${CONSOLE_PATHS.bookingQueue}${queryString({ pageSize: 1 })}`, 'GET', undefined, signal)).total,
    refetchInterval: 60_000,
  });
}

/** A reviewer cancels a booking (approved or undecided) with a reason that goes into the booker's mail. */
export function useCancelBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => {
      const body: CancelBookingRequest = { reason };
      return adminRequest<BookingStepResponse>(API_PATHS.bookingCancel(id), 'POST', body);
    },
    onSettled: () => refreshAfterStep(client, id),
  });
}

/** "Keep booking": a reviewer keeps a flagged booking with a note; the flag goes, the booker is told. */
export function useKeepBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => {
      const body: CancelBookingRequest = { reason: note };
      return adminRequest<BookingStepResponse>(API_PATHS.bookingKeep(id), 'POST', body);
    },
    onSettled: () => refreshAfterStep(client, id),
  });
}
