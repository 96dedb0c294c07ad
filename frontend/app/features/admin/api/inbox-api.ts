import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONSOLE_PATHS,
  CONTACT_PATHS,
  type ContactCommandResponse,
  type ContactReplyRequest,
  type InboxMessageResponse,
  type InboxMessagesResponse,
  type InboxPageQuery,
} from '@centre/contracts';
import { queryString } from '../../../lib/http';
import { adminRequest } from './admin-http';
import { adminKeys } from './bookings-api';

export const INBOX_PAGE_SIZE = 10;

const pageQuery = (page: number, onlyNew = false): string => {
  const query: InboxPageQuery = { page, pageSize: INBOX_PAGE_SIZE, ...(onlyNew && { status: 'new' as const }) };
  return queryString({ ...query });
};

const messageKey = (id: string) => ['admin', 'inbox', 'message', id] as const;

export function useContactMessages(page: number, onlyNew = false) {
  return useQuery({
    queryKey: [...adminKeys.inbox('messages', page), onlyNew ? 'new' : 'all'],
    queryFn: ({ signal }) =>
      adminRequest<InboxMessagesResponse>(`${CONSOLE_PATHS.inboxMessages}${pageQuery(page, onlyNew)}`, 'GET', undefined, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessage(id: string) {
  return useQuery({
    queryKey: messageKey(id),
    queryFn: ({ signal }) => adminRequest<InboxMessageResponse>(CONTACT_PATHS.one(id), 'GET', undefined, signal),
  });
}

/** After a reply or a close, the message and every list show its new status. */
const useInboxCommand = <V>(request: (vars: V) => Promise<ContactCommandResponse>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'inbox'] }) });
};

export const useReplyToMessage = () =>
  useInboxCommand(({ id, reply }: { id: string; reply: ContactReplyRequest }) =>
    adminRequest<ContactCommandResponse>(CONTACT_PATHS.reply(id), 'POST', reply),
  );

export const useCloseMessage = () => useInboxCommand((id: string) => adminRequest<ContactCommandResponse>(CONTACT_PATHS.close(id), 'POST'));

export const pitchDeckUrl = (applicationId: string): string => CONSOLE_PATHS.pitchDeck(applicationId);
