import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  TRAINING_PATHS,
  type CatalogueResponse,
  type GrantQualificationRequest,
  type QualificationsResponse,
  type RevokeQualificationRequest,
  type TrainingCommandResponse,
} from '@centre/contracts';
import { adminRequest } from './admin-http';

export interface QualificationFilters {
  email: string;
  facility: string;
}

const trainingKeys = {
  all: ['admin', 'training'] as const,
  list: (f: QualificationFilters) => ['admin', 'training', f.email, f.facility] as const,
};

const listUrl = (f: QualificationFilters): string => {
  const query = new URLSearchParams({
    ...(f.email.trim() !== '' && { email: f.email.trim() }),
    ...(f.facility !== '' && { facility: f.facility }),
  }).toString();
  return query === '' ? TRAINING_PATHS.qualifications : `${TRAINING_PATHS.qualifications}?${query}`;
};

export function useQualifications(filters: QualificationFilters) {
  return useQuery({
    queryKey: trainingKeys.list(filters),
    queryFn: ({ signal }) => adminRequest<QualificationsResponse>(listUrl(filters), 'GET', undefined, signal),
  });
}

/**
 * The current catalogue's bookable labs (GET /api/catalog, which reviewers may read too, unlike
 * the admin's catalogue): the Training screen offers what the server will accept a grant for.
 * Read again whenever the screen opens, so a facility just marked on the Catalogue screen shows.
 */
export function useTrainingCatalogue() {
  return useQuery({
    queryKey: ['admin', 'training-catalogue'] as const,
    queryFn: ({ signal }) => adminRequest<CatalogueResponse>(API_PATHS.catalog, 'GET', undefined, signal),
    select: (response) => response.labs,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useGrantQualification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantQualificationRequest) =>
      adminRequest<TrainingCommandResponse>(TRAINING_PATHS.qualifications, 'POST', input),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}

export function useRevokeQualification(email: string, facilityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RevokeQualificationRequest) =>
      adminRequest<TrainingCommandResponse>(TRAINING_PATHS.revoke(email, facilityId), 'POST', input),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}
