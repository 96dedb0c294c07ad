import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CATALOGUE_PATHS,
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

/** One of the four commands; the list is read again once it is done. */
const useCatalogueCommand = <Req>(url: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Req) => adminRequest<CatalogueCommandResponse>(url, 'POST', input),
    onSettled: () => client.invalidateQueries({ queryKey: catalogueKey }),
  });
};

export const useAddFacility = () => useCatalogueCommand<AddFacilityRequest>(CATALOGUE_PATHS.add);
export const useEditFacility = () => useCatalogueCommand<EditFacilityRequest>(CATALOGUE_PATHS.edit);
export const useRetireFacility = () => useCatalogueCommand<RetireFacilityRequest>(CATALOGUE_PATHS.retire);
export const useSetTrainingRequirement = () => useCatalogueCommand<SetTrainingRequirementRequest>(CATALOGUE_PATHS.training);
