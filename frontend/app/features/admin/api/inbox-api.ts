import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CONSOLE_PATHS,
  type InboxApplicationsResponse,
  type InboxMessagesResponse,
  type InboxPageQuery,
} from '@centre/contracts';
import { queryString } from '../../../lib/http';
import { adminRequest } from './admin-http';
import { adminKeys } from './bookings-api';

export const INBOX_PAGE_SIZE = 10;

const pageQuery = (page: number): string => {
  const query: InboxPageQuery = { page, pageSize: INBOX_PAGE_SIZE };
  return queryString({ ...query });
};

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: adminKeys.inbox('messages', page),
    queryFn: ({ signal }) =>
      adminRequest<InboxMessagesResponse>(`${CONSOLE_PATHS.inboxMessages}${pageQuery(page)}`, 'GET', undefined, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStartupApplications(page: number) {
  return useQuery({
    queryKey: adminKeys.inbox('applications', page),
    queryFn: ({ signal }) =>
      adminRequest<InboxApplicationsResponse>(`${CONSOLE_PATHS.inboxApplications}${pageQuery(page)}`, 'GET', undefined, signal),
    placeholderData: keepPreviousData,
  });
}

export const pitchDeckUrl = (applicationId: string): string => CONSOLE_PATHS.pitchDeck(applicationId);
