import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPENING_HOURS_PATH, type OpeningHoursResponse, type OperationCommandResponse, type SetOpeningHoursRequest } from '@centre/contracts';
import { adminRequest } from './admin-http';

export const openingHoursKey = ['admin', 'opening-hours'] as const;

export function useOpeningHours() {
  return useQuery({
    queryKey: openingHoursKey,
    queryFn: ({ signal }) => adminRequest<OpeningHoursResponse>(OPENING_HOURS_PATH, 'GET', undefined, signal),
  });
}

/** Sets one lab's opening hours; the list is read again once it is done. */
export function useSetOpeningHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SetOpeningHoursRequest) => adminRequest<OperationCommandResponse>(OPENING_HOURS_PATH, 'POST', input),
    onSuccess: () => client.invalidateQueries({ queryKey: openingHoursKey }),
  });
}
