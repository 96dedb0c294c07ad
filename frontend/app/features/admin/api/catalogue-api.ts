import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  CATALOGUE_PATHS,
  LABS,
  facilityNameAmong,
  type CatalogueResponse,
  type Lab,
  type AddFacilityRequest,
  type CatalogueAdminResponse,
  type CatalogueCommandResponse,
  type EditFacilityRequest,
  type RetireFacilityRequest,
  type SetTrainingRequirementRequest,
} from '@centre/contracts';
import { adminRequest } from './admin-http';

export const catalogueKey = ['admin', 'catalogue'] as const;

export function useAdminCatalogue() {
  return useQuery({
    queryKey: catalogueKey,
    queryFn: ({ signal }) => adminRequest<CatalogueAdminResponse>(CATALOGUE_PATHS.list, 'GET', undefined, signal),
  });
}

/**
 * The current catalogue's bookable labs (GET /api/catalog, which reviewers may read too, unlike
 * the admin's catalogue): the Training and Operations screens offer what the server accepts.
 * Read again whenever a screen opens, so a facility just added or marked shows.
 */
export function useBookableCatalogue() {
  return useQuery({
    queryKey: ['admin', 'bookable-catalogue'] as const,
    queryFn: ({ signal }) => adminRequest<CatalogueResponse>(API_PATHS.catalog, 'GET', undefined, signal),
    select: (response) => response.labs,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/**
 * The console's lists of labs: the current catalogue's (GET /api/catalog), the spec's until it
 * has loaded or when it cannot be read, so a list is never empty.
 */
export function useConsoleLabs(): readonly Lab[] {
  return useBookableCatalogue().data ?? LABS;
}

/** A facility's name as the current catalogue has it (one added in the console too); the spec's else. */
export function useFacilityName(): (facilityId: string) => string {
  return facilityNameAmong(useBookableCatalogue().data ?? []);
}

/** One of the four commands; the list is read again once it is done. */
const useCatalogueCommand = <Req>(url: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Req) => adminRequest<CatalogueCommandResponse>(url, 'POST', input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: catalogueKey }),
        client.invalidateQueries({ queryKey: ['admin', 'bookable-catalogue'] }),
      ]),
  });
};

export const useAddFacility = () => useCatalogueCommand<AddFacilityRequest>(CATALOGUE_PATHS.add);
export const useEditFacility = () => useCatalogueCommand<EditFacilityRequest>(CATALOGUE_PATHS.edit);
export const useRetireFacility = () => useCatalogueCommand<RetireFacilityRequest>(CATALOGUE_PATHS.retire);
export const useSetTrainingRequirement = () => useCatalogueCommand<SetTrainingRequirementRequest>(CATALOGUE_PATHS.training);
