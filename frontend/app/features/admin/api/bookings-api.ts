import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  CONSOLE_PATHS,
  type BookingAuditResponse,
  type BookingListQuery,
  type BookingListResponse,
  type BookingListSort,
  type BookingStatus,
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
  sort: BookingSort;
  page: number;
  pageSize: number;
}

export const adminKeys = {
  bookings: ['admin', 'bookings'] as const,
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
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: adminKeys.booking(id) }), client.invalidateQueries({ queryKey: adminKeys.bookings })]);
    },
  });
}
