import { useQuery } from '@tanstack/react-query';
import { CONSOLE_PATHS, type LabDayHistoryResponse } from '@centre/contracts';
import { adminRequest } from './admin-http';
import { adminKeys } from './bookings-api';

export function useLabDayHistory(lab: string, date: string) {
  return useQuery({
    queryKey: adminKeys.history(lab, date),
    queryFn: ({ signal }) =>
      adminRequest<LabDayHistoryResponse>(CONSOLE_PATHS.labDayHistory(lab, date), 'GET', undefined, signal),
    enabled: lab !== '' && date !== '',
    staleTime: 0,
  });
}
