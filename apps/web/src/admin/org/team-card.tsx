import { zodResolver } from '@hookform/resolvers/zod';
import { createInvitationInput, type Role, roleLabels, roleNeedsResource, roles } from '@recepta/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../api/client.ts';
import type { MeOrg } from '../../api/me.ts';
import { useResources } from '../../api/resources.ts';
import {
  type InvitationWithUrl,
  useChangeMember,
  useInvitations,
  useInvite,
  useMembers,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
} from '../../api/team.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';

const dateTime = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'No se pudo completar la acción';
}

/** "Equipo" (docs/product.md#team): members with role and last sign-in, invitations, role changes, removal. */
export function TeamCard({ org, userId }: { org: MeOrg; userId: string }) {
  const members = useMembers(org.id);
  const invitations = useInvitations(org.id);
  const resources = useResources(org.id);
  const change = useChangeMember(org.id);
  const remove = useRemoveMember(org.id);
  const resend = useResendInvitation(org.id);
  const revoke = useRevokeInvitation(org.id);
  const [shown, setShown] = useState<InvitationWithUrl | null>(null);
  const resourceName = (id?: string) => resources.data?.find((r) => r.id === id)?.name;

  return (
    <Card>
      <CardHeader
        title="Equipo"
        description="Quién trabaja en esta organización y con qué rol. Cada persona entra con su propia cuenta."
      />
      <CardContent className="space-y-6">
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Miembros">
          {members.data?.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{m.name || m.email}</p>
                <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                  {m.email} · Último ingreso: {m.lastSignInAt ? dateTime.format(new Date(m.lastSignInAt)) : 'nunca'}
                  {m.resourceId && resourceName(m.resourceId) ? ` · Agenda de ${resourceName(m.resourceId)}` : ''}
                </p>
              </div>
              <Select
                aria-label={`Rol de ${m.email}`}
                value={m.role}
                onChange={(event) => {
                  const role = event.target.value as Role;
                  const resourceId = roleNeedsResource(role) ? resources.data?.[0]?.id : undefined;
                  change.mutateAsync({ userId: m.userId, role, ...(resourceId ? { resourceId } : {}) }).then(
                    () => toast.success('Rol cambiado'),
                    (error: unknown) => toast.error(messageOf(error)),
                  );
                }}
                className="w-44"
              >
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {roleLabels[r]}
                  </option>
                ))}
              </Select>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  remove.mutateAsync(m.userId).then(
                    () => toast.success(m.userId === userId ? 'Saliste de la organización' : 'Miembro eliminado'),
                    (error: unknown) => toast.error(messageOf(error)),
                  )
                }
              >
                {m.userId === userId ? 'Salir' : 'Quitar'}
              </Button>
            </li>
          ))}
        </ul>
        <InviteForm org={org} onInvited={setShown} />
        {shown && (
          <div className="space-y-2 rounded-lg bg-brand-50 p-3 text-sm dark:bg-brand-800/30" role="status">
            <p>
              Invitación enviada a <strong>{shown.email}</strong>. También puedes compartir este enlace (se muestra una
              sola vez, vale 7 días):
            </p>
            <code className="block font-mono text-xs break-all" data-testid="invitation-url">
              {shown.url}
            </code>
            <div className="flex gap-2">
              <CopyButton value={shown.url} label="Copiar enlace" copiedLabel="Enlace copiado" />
              <Button variant="ghost" size="sm" onClick={() => setShown(null)}>
                Listo
              </Button>
            </div>
          </div>
        )}
        {(invitations.data?.length ?? 0) > 0 && (
          <div className="space-y-2">
            <h3 className="text-sm font-semibold">Invitaciones pendientes</h3>
            <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Invitaciones pendientes">
              {invitations.data?.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                  <span className="min-w-0 flex-1 truncate">
                    {i.email} · {roleLabels[i.role]} · vence {dateTime.format(new Date(i.expiresAt))}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => resend.mutateAsync(i.id).then(setShown, (e: unknown) => toast.error(messageOf(e)))}
                  >
                    Reenviar
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      revoke.mutateAsync(i.id).then(
                        () => toast.success('Invitación revocada'),
                        (e: unknown) => toast.error(messageOf(e)),
                      )
                    }
                  >
                    Revocar
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function InviteForm({ org, onInvited }: { org: MeOrg; onInvited: (invitation: InvitationWithUrl) => void }) {
  const invite = useInvite(org.id);
  const resources = useResources(org.id);
  const form = useForm({
    resolver: zodResolver(createInvitationInput),
    mode: 'onTouched',
    // resourceId has no default: the professional's select starts on its first option.
    defaultValues: { email: '', role: 'reception' as Role },
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('role');

  const onSubmit = form.handleSubmit(({ email, role, resourceId }) =>
    // A resource chosen before the role changed to one without an agenda is not sent.
    invite.mutateAsync({ email, role, ...(roleNeedsResource(role) && resourceId ? { resourceId } : {}) }).then(
      (created) => {
        form.reset({ email: '', role });
        onInvited(created);
      },
      (error: unknown) => {
        // A refusal that names no field (already a member, a pending invitation) is about the address.
        if (!setServerFieldErrors(form.setError, error, ['email', 'role', 'resourceId'])) {
          form.setError('email', { type: 'server', message: messageOf(error) }, { shouldFocus: true });
        }
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-start">
      <Field label="Correo de la persona" error={errors.email?.message}>
        {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="off" />}
      </Field>
      <Field label="Rol" error={errors.role?.message}>
        {(control) => (
          <Select {...control} {...form.register('role')}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {roleNeedsResource(role) ? (
        <Field label="Agenda del profesional" error={errors.resourceId?.message}>
          {(control) => (
            <Select
              {...control}
              {...form.register('resourceId', { setValueAs: (value: string) => value || undefined })}
            >
              {resources.data?.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : (
        <span className="hidden sm:block" />
      )}
      <Button type="submit" loading={isSubmitting} className="sm:col-span-3 sm:justify-self-start">
        Invitar
      </Button>
    </form>
  );
}
