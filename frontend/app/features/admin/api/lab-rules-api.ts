import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LAB_LIMITS_PATH, type LabLimitsResponse, type OperationCommandResponse, type SetLabLimitsRequest } from '@centre/contracts';
import { adminRequest } from './admin-http';

export const labLimitsKey = ['admin', 'lab-limits'] as const;

export function useLabLimits() {
  return useQuery({
    queryKey: labLimitsKey,
    queryFn: ({ signal }) => adminRequest<LabLimitsResponse>(LAB_LIMITS_PATH, 'GET', undefined, signal),
  });
}

/** Sets one lab's limits; the list is read again once it is done. */
export function useSetLabLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SetLabLimitsRequest) => adminRequest<OperationCommandResponse>(LAB_LIMITS_PATH, 'POST', input),
    onSuccess: () => client.invalidateQueries({ queryKey: labLimitsKey }),
  });
}
