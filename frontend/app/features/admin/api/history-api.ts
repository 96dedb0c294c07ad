import { useQuery } from '@tanstack/react-query';
import { adminRequest } from './admin-http';
import { adminKeys } from './bookings-api';
import type { LabDayHistoryResponse } from './admin-types';

export function useLabDayHistory(lab: string, date: string) {
  return useQuery({
    queryKey: adminKeys.history(lab, date),
    queryFn: ({ signal }) =>
      adminRequest<LabDayHistoryResponse>(`/api/admin/lab-days/${encodeURIComponent(lab)}/${encodeURIComponent(date)}/history`, 'GET', undefined, signal),
    enabled: lab !== '' && date !== '',
    staleTime: 0,
  });
}
