import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type Me, useMe } from '../../api/me.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';

/**
 * The admin guard (docs/product.md#roles-and-access): signed out → /login?returnUrl=<path and query> (replacing the
 * entry, so Back does not return to it); while /api/me is asked, a calm wait; then the panel, with
 * the session in hand. The organisation check is RequireOrg's, inside the shell.
 */
export function RequireSession({ children }: { children: (me: Me) => ReactNode }) {
  const me = useMe();
  const location = useLocation();

  if (me.data === null) {
    const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?returnUrl=${returnUrl}`} replace />;
  }
  if (me.data) return children(me.data);
  if (me.isError) {
    return (
      <div className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-6">
        <Alert variant="error">No se pudo comprobar tu sesión. {me.error.message}</Alert>
        <Button variant="secondary" onClick={() => me.refetch()} loading={me.isFetching}>
          Reintentar
        </Button>
      </div>
    );
  }
  return <LoadingScreen />;
}
