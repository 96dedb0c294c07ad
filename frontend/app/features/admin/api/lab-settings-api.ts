import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LAB_LIMITS_PATH,
  OPENING_HOURS_PATH,
  type LabLimitsResponse,
  type OpeningHoursResponse,
  type OperationCommandResponse,
  type SetLabLimitsRequest,
  type SetOpeningHoursRequest,
} from '@centre/contracts';
import { adminRequest } from './admin-http';

/**
 * A setting each lab has one of (its opening hours, its limits): every lab's is read by one GET,
 * one lab's is set by a POST to the same path.
 */
interface LabSetting {
  readonly key: readonly string[];
  readonly path: string;
}

const OPENING_HOURS: LabSetting = { key: ['admin', 'opening-hours'], path: OPENING_HOURS_PATH };
const LAB_LIMITS: LabSetting = { key: ['admin', 'lab-limits'], path: LAB_LIMITS_PATH };

function useLabSetting<Res>(setting: LabSetting) {
  return useQuery({
    queryKey: setting.key,
    queryFn: ({ signal }) => adminRequest<Res>(setting.path, 'GET', undefined, signal),
  });
}

/** Sets one lab's setting; every lab's is read again once it is done. */
function useSetLabSetting<Req>(setting: LabSetting) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Req) => adminRequest<OperationCommandResponse>(setting.path, 'POST', input),
    onSuccess: () => client.invalidateQueries({ queryKey: setting.key }),
  });
}

export const useOpeningHours = () => useLabSetting<OpeningHoursResponse>(OPENING_HOURS);
export const useSetOpeningHours = () => useSetLabSetting<SetOpeningHoursRequest>(OPENING_HOURS);
export const useLabLimits = () => useLabSetting<LabLimitsResponse>(LAB_LIMITS);
export const useSetLabLimits = () => useSetLabSetting<SetLabLimitsRequest>(LAB_LIMITS);
