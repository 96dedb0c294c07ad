import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_PATHS, type ProjectionsResponse, type RebuildResponse } from '@centre/contracts';
import { adminRequest } from './admin-http';
import { adminKeys } from './bookings-api';

export const PROJECTIONS_POLL_MS = 1_500;

/** The projections' figures, refreshed every 1.5 s while the page is open. */
export function useProjections(pollMs = PROJECTIONS_POLL_MS) {
  return useQuery({
    queryKey: adminKeys.projections,
    queryFn: ({ signal }) => adminRequest<ProjectionsResponse>(CONSOLE_PATHS.projections, 'GET', undefined, signal),
    refetchInterval: pollMs,
    staleTime: 0,
  });
}

export function useRebuildProjection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => adminRequest<RebuildResponse>(CONSOLE_PATHS.rebuild(name), 'POST'),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.projections }),
  });
}
