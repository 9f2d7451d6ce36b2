import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../api/client.ts';
import { refreshMe, useMe } from '../api/me.ts';
import { chooseOrgCookie } from '../api/permissions.ts';
import { acceptInvitation } from '../api/team.ts';
import { AuthLayout } from '../auth/auth-layout.tsx';
import { Alert } from '../ui/alert.tsx';
import { buttonClasses } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';

/**
 * /invitacion/{token} (docs/product.md#team): signed in with the invited email, the invitation is
 * accepted and the panel opens in that organisation; signed out, the person signs in or creates
 * an account with that email and comes back here.
 */
export default function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const here = `/invitacion/${encodeURIComponent(token)}`;

  useEffect(() => {
    if (!me.data || started.current) return;
    started.current = true;
    acceptInvitation(token).then(
      async ({ orgId }) => {
        chooseOrgCookie(orgId);
        await refreshMe(queryClient);
        await navigate('/admin/today', { replace: true });
      },
      (e: unknown) => setError(e instanceof ApiError ? e.message : 'No se pudo aceptar la invitación'),
    );
  }, [me.data, token, navigate, queryClient]);

  return (
    <AuthLayout title="Invitación a Recepta" subtitle="Únete al equipo de tu clínica">
      {me.isPending && <Spinner />}
      {me.data === null && (
        <div className="space-y-4 text-sm">
          <p>Para aceptar la invitación, entra o crea tu cuenta con el correo al que llegó.</p>
          <div className="flex flex-wrap gap-3">
            <Link className={buttonClasses()} to={`/login?returnUrl=${encodeURIComponent(here)}`}>
              Entrar
            </Link>
            <Link
              className={buttonClasses({ variant: 'secondary' })}
              to={`/register?returnUrl=${encodeURIComponent(here)}`}
            >
              Crear cuenta
            </Link>
          </div>
        </div>
      )}
      {me.data && !error && (
        <p className="flex items-center gap-2 text-sm">
          <Spinner decorative /> Aceptando la invitación…
        </p>
      )}
      {error && (
        <div className="space-y-3">
          <Alert variant="error">{error}</Alert>
          <p className="text-sm">
            Estás conectado como <strong>{me.data?.user.email}</strong>. Pide a tu clínica una invitación nueva para ese
            correo, o <Link to="/admin">vuelve al panel</Link>.
          </p>
        </div>
      )}
    </AuthLayout>
  );
}
