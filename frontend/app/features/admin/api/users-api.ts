import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONSOLE_PATHS,
  type NewUserRequest,
  type UserChangeRequest,
  type UserResponse,
  type UsersResponse,
} from '@centre/contracts';
import { adminRequest } from './admin-http';
import { adminKeys } from './bookings-api';

export function useUsers() {
  return useQuery({
    queryKey: adminKeys.users,
    queryFn: ({ signal }) => adminRequest<UsersResponse>(CONSOLE_PATHS.users, 'GET', undefined, signal),
  });
}

export type NewUserInput = NewUserRequest;

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewUserRequest) => adminRequest<UserResponse>(CONSOLE_PATHS.users, 'POST', input),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: UserChangeRequest & { id: string }) =>
      adminRequest<UserResponse>(CONSOLE_PATHS.user(id), 'PATCH', change),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
