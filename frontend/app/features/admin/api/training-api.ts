import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TRAINING_PATHS,
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
