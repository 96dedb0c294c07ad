import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserRole } from '@centre/contracts';
import { adminRequest } from './admin-http';
import { adminKeys } from './bookings-api';
import type { AdminUser } from './admin-types';

export function useUsers() {
  return useQuery({
    queryKey: adminKeys.users,
    queryFn: ({ signal }) => adminRequest<{ success: true; users: AdminUser[] }>('/api/admin/users', 'GET', undefined, signal),
  });
}

export interface NewUserInput {
  email: string;
  password: string;
  role: UserRole;
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewUserInput) => adminRequest<{ success: true; user: AdminUser }>('/api/admin/users', 'POST', input),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; role?: UserRole; disabled?: boolean }) =>
      adminRequest<{ success: true; user: AdminUser }>(`/api/admin/users/${encodeURIComponent(id)}`, 'PATCH', change),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
