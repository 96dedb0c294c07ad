import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OPERATIONS_PATHS,
  type DeclareClosureRequest,
  type DeclareOutageRequest,
  type EndOutageRequest,
  type LabOperationsResponse,
  type LiftClosureRequest,
  type OperationCommandResponse,
} from '@centre/contracts';
import { adminRequest } from './admin-http';

export const operationsKey = ['admin', 'operations'] as const;

export function useLabOperations() {
  return useQuery({
    queryKey: operationsKey,
    queryFn: ({ signal }) => adminRequest<LabOperationsResponse>(OPERATIONS_PATHS.list, 'GET', undefined, signal),
  });
}

/** One of the four commands; the list is read again once it is done. */
const useOperation = <Req>(url: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Req) => adminRequest<OperationCommandResponse>(url, 'POST', input),
    onSettled: () => client.invalidateQueries({ queryKey: operationsKey }),
  });
};

export const useDeclareClosure = () => useOperation<DeclareClosureRequest>(OPERATIONS_PATHS.closures);
export const useLiftClosure = () => useOperation<LiftClosureRequest>(OPERATIONS_PATHS.liftClosure);
export const useDeclareOutage = () => useOperation<DeclareOutageRequest>(OPERATIONS_PATHS.outages);
export const useEndOutage = () => useOperation<EndOutageRequest>(OPERATIONS_PATHS.endOutage);
