import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APPLICATION_PATHS,
  type AdminApplicationResponse,
  type ApplicationCommandResponse,
  type ApplicationListResponse,
  type ConflictRequest,
  type DecisionMailPreview,
  type DecisionRequest,
  type ExpertApplicationResponse,
  type ExpertQueueResponse,
  type ReviewRequest,
} from '@centre/contracts';
import { queryString } from '../../../lib/http';
import { adminRequest } from './admin-http';

export const APPLICATIONS_PAGE_SIZE = 20;

const keys = {
  all: ['applications'] as const,
  list: (page: number) => ['applications', 'list', page] as const,
  one: (id: string) => ['applications', 'one', id] as const,
  queue: ['applications', 'queue'] as const,
  expertOne: (id: string) => ['applications', 'expert', id] as const,
};

export function useApplicationList(page: number) {
  return useQuery({
    queryKey: keys.list(page),
    queryFn: ({ signal }) =>
      adminRequest<ApplicationListResponse>(`${APPLICATION_PATHS.adminList}${queryString({ page, pageSize: APPLICATIONS_PAGE_SIZE })}`, 'GET', undefined, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminApplication(id: string | null) {
  return useQuery({
    queryKey: keys.one(id ?? ''),
    queryFn: ({ signal }) => adminRequest<AdminApplicationResponse>(APPLICATION_PATHS.adminOne(id ?? ''), 'GET', undefined, signal),
    enabled: id !== null,
  });
}

export function useDecisionPreview() {
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: DecisionRequest }) =>
      adminRequest<DecisionMailPreview>(APPLICATION_PATHS.decisionPreview(id), 'POST', decision),
  });
}

export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: DecisionRequest }) =>
      adminRequest<ApplicationCommandResponse>(APPLICATION_PATHS.decision(id), 'POST', decision),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useExpertQueue() {
  return useQuery({
    queryKey: keys.queue,
    queryFn: ({ signal }) => adminRequest<ExpertQueueResponse>(APPLICATION_PATHS.expertQueue, 'GET', undefined, signal),
  });
}

export function useExpertApplication(id: string | null) {
  return useQuery({
    queryKey: keys.expertOne(id ?? ''),
    queryFn: ({ signal }) => adminRequest<ExpertApplicationResponse>(APPLICATION_PATHS.expertOne(id ?? ''), 'GET', undefined, signal),
    enabled: id !== null,
  });
}

export function useSubmitReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: ReviewRequest }) =>
      adminRequest<ApplicationCommandResponse>(APPLICATION_PATHS.review(id), 'PUT', review),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeclareConflict() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, conflict }: { id: string; conflict: ConflictRequest }) =>
      adminRequest<ApplicationCommandResponse>(APPLICATION_PATHS.conflict(id), 'POST', conflict),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const expertDeckUrl = (id: string): string => APPLICATION_PATHS.expertDeck(id);
