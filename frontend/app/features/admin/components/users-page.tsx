import { USER_ROLES, type UserRole } from '@centre/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { AdminApiError, messageOf } from '../api/admin-http';
import { useCreateUser, useUpdateUser, useUsers, type NewUserInput } from '../api/users-api';
import { useConsoleUser } from './console-user';
import { LabPicker } from './lab-picker';
import { columns, fieldClasses, formatTime, labelClasses, tableClasses, tdClasses } from './format';
import { TableHead } from './table-head';

const USER_COLUMNS = columns(['Email', 'Role', 'Labs', 'Status', 'Added', 'Last change', 'Access']);

const ROLES: readonly UserRole[] = USER_ROLES;

function AddUserForm() {
  const id = useId();
  const create = useCreateUser();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewUserInput>({ defaultValues: { email: '', password: '', role: 'reviewer' } });

  const submit = handleSubmit(async (input) => {
    setDone(null);
    try {
      const { user } = await create.mutateAsync(input);
      setDone(`Added ${user.email} as ${user.role}.`);
      reset();
    } catch (error: unknown) {
      if (error instanceof AdminApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field === 'email' || field === 'password' || field === 'role') setError(field, { message });
        }
      }
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl bg-paper p-4">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        Add a user
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-email`} className={labelClasses}>
            Email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            className={fieldClasses}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            {...register('email', { required: 'Enter an email' })}
          />
          {errors.email && (
            <p id={`${id}-email-error`} className="mt-1 text-sm text-red-700">
              {errors.email.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-password`} className={labelClasses}>
            Password (at least 12 characters)
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            className={fieldClasses}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            {...register('password', { required: 'Enter a password', minLength: { value: 12, message: 'The password must have at least 12 characters' } })}
          />
          {errors.password && (
            <p id={`${id}-password-error`} className="mt-1 text-sm text-red-700">
              {errors.password.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-role`} className={labelClasses}>
            Role
          </label>
          <select id={`${id}-role`} className={fieldClasses} {...register('role')}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add user'}
      </Button>
      {create.isError && Object.keys(create.error instanceof AdminApiError ? create.error.errors : {}).length === 0 && (
        <p role="alert" className="text-red-700">
          {messageOf(create.error)}
        </p>
      )}
      {done && <p role="status" className="text-green-800">{done}</p>}
    </form>
  );
}

/** Reviewer, expert and admin accounts: add, change role or a reviewer's labs, disable or enable. Admins only. */
export function UsersPage() {
  const id = useId();
  const me = useConsoleUser();
  const query = useUsers();
  const update = useUpdateUser();

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Users
      </h2>
      {query.isPending && <p role="status">Loading users…</p>}
      {query.isError && <p role="alert" className="text-red-700">{messageOf(query.error)}</p>}
      {update.isError && <p role="alert" className="text-red-700">{messageOf(update.error)}</p>}
      {query.data && (
        <div className="overflow-x-auto">
          <table className={tableClasses}>
            <caption className="sr-only">Reviewer and admin accounts</caption>
            <TableHead names={USER_COLUMNS.names} />
            <tbody>
              {query.data.users.map((u) => {
                const self = u.id === me.id;
                return (
                  <tr key={u.id}>
                    <th scope="row" className={`${tdClasses} font-semibold`}>
                      {u.email}
                      {self && <span className="ml-2 text-xs font-normal text-ink-600">(you)</span>}
                    </th>
                    <td {...USER_COLUMNS.cell('Role')} className={tdClasses}>
                      <select
                        aria-label={`Role of ${u.email}`}
                        className={`${fieldClasses} min-w-28`}
                        value={u.role}
                        disabled={self || update.isPending}
                        onChange={(e) => update.mutate({ id: u.id, role: e.target.value as UserRole })}
                      >
                        {ROLES.map((r) => (
                          <option key={r} value={r}>
                            {r}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td {...USER_COLUMNS.cell('Labs')} className={tdClasses}>
                      <LabPicker
                        user={u}
                        // The labs being saved show at once; the server's answer replaces them (its refetch ends the mutation).
                        labs={update.isPending && update.variables.id === u.id ? (update.variables.labs ?? u.labs) : u.labs}
                        disabled={update.isPending}
                        onChange={(labs) => update.mutate({ id: u.id, labs })}
                      />
                    </td>
                    <td {...USER_COLUMNS.cell('Status')} className={tdClasses}>{u.disabled ? 'Disabled' : 'Active'}</td>
                    <td {...USER_COLUMNS.cell('Added')} className={`${tdClasses} whitespace-nowrap`}>{formatTime(u.createdAt)}</td>
                    <td {...USER_COLUMNS.cell('Last change')} className={tdClasses}>
                      {u.changed ? `${formatTime(u.changed.at)} by ${u.changed.by}` : '—'}
                    </td>
                    <td {...USER_COLUMNS.cell('Access')} className={tdClasses}>
                      {!self && (
                        <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => update.mutate({ id: u.id, disabled: !u.disabled })}>
                          {u.disabled ? `Enable ${u.email}` : `Disable ${u.email}`}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AddUserForm />
    </section>
  );
}
