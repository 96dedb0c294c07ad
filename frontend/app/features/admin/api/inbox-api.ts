import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest, queryString } from './admin-http';
import { adminKeys } from './bookings-api';
import type { ContactMessage, Page, StartupApplication } from './admin-types';

export const INBOX_PAGE_SIZE = 10;

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: adminKeys.inbox('messages', page),
    queryFn: ({ signal }) =>
      adminRequest<Page<ContactMessage>>(`/api/admin/inbox/messages${queryString({ page, pageSize: INBOX_PAGE_SIZE })}`, 'GET', undefined, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStartupApplications(page: number) {
  return useQuery({
    queryKey: adminKeys.inbox('applications', page),
    queryFn: ({ signal }) =>
      adminRequest<Page<StartupApplication>>(`/api/admin/inbox/applications${queryString({ page, pageSize: INBOX_PAGE_SIZE })}`, 'GET', undefined, signal),
    placeholderData: keepPreviousData,
  });
}

export const pitchDeckUrl = (applicationId: string): string => `/api/admin/inbox/applications/${encodeURIComponent(applicationId)}/pitch-deck`;
