import { type Role, roleLabels } from '@recepta/domain';
import type { Mail } from '../../mail/mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function invitationMail(to: string, orgName: string, role: Role, link: string): Mail {
  const label = roleLabels[role];
  const text = [
    'Hola,',
    '',
    `Te invitaron a trabajar en ${orgName} en Recepta, con el rol ${label}.`,
    'Abre este enlace para entrar o crear tu cuenta con este correo (vale 7 días y una sola vez):',
    '',
    link,
    '',
    'Si no esperabas esta invitación, ignora este correo.',
  ].join('\n');
  const html = `<p>Hola,</p>
<p>Te invitaron a trabajar en <strong>${escapeHtml(orgName)}</strong> en Recepta, con el rol ${escapeHtml(label)}.</p>
<p><a href="${escapeHtml(link)}">Aceptar la invitación</a> (entra o crea tu cuenta con este correo; el enlace vale 7 días y una sola vez).</p>
<p>Si no esperabas esta invitación, ignora este correo.</p>`;
  return { to, subject: `Invitación a ${orgName} en Recepta`, text, html, link };
}
