import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useLogout } from '../../api/account.ts';
import type { Me } from '../../api/me.ts';
import { chooseOrg } from '../../api/permissions.ts';
import { Button } from '../../ui/button.tsx';

function initialOf(me: Me): string {
  const source = me.user.name.trim() || me.user.email;
  return (source.at(0) ?? '?').toLocaleUpperCase('es');
}

/** The right end of the top bar: who is signed in, for which organisation, and Logout. */
export function UserMenu({ me }: { me: Me }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const org = me.orgs[0];

  async function signOut() {
    try {
      await logout.mutateAsync();
    } catch {
      toast.error('No se pudo cerrar la sesión. Intenta de nuevo');
      return;
    }
    // Leave the admin screens first, then forget the session's data: clearing it while they are
    // still mounted would make them refetch as signed out and bounce through the guard.
    await navigate('/login', { replace: true });
    queryClient.clear();
  }

  return (
    <div className="flex min-w-0 items-center gap-2 sm:gap-3">
      <div className="flex min-w-0 items-center gap-2.5" title={me.user.email}>
        <span
          aria-hidden
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white ring-2 ring-white dark:ring-slate-900"
        >
          {initialOf(me)}
        </span>
        {/* Small phones keep only the initial; the address stays available to screen readers. */}
        <span className="sr-only min-w-0 leading-tight sm:not-sr-only sm:block">
          <span className="block max-w-[16rem] truncate text-sm font-medium text-slate-800 dark:text-slate-100">
            {me.user.email}
          </span>
          {org && me.orgs.length < 2 && (
            <span className="block max-w-[16rem] truncate text-xs text-slate-500 dark:text-slate-400">{org.name}</span>
          )}
        </span>
      </div>
      {org && me.orgs.length > 1 && (
        // A person in several organisations picks the one to work in; remembered (docs/product.md#team).
        <select
          aria-label="Organización"
          value={org.id}
          onChange={(event) => chooseOrg(event.target.value)}
          className="max-w-[12rem] truncate rounded-md border border-slate-200 bg-white px-2 py-1 text-xs dark:border-slate-700 dark:bg-slate-900"
        >
          {me.orgs.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
      <Button variant="ghost" size="sm" onClick={signOut} loading={logout.isPending}>
        {!logout.isPending && <LogOut className="size-4" aria-hidden />}
        Cerrar sesión
      </Button>
    </div>
  );
}
