import type { Mail } from '../../mail/mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function resetMail(to: string, link: string): Mail {
  const text = [
    'Hola,',
    '',
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Recepta.',
    'Abre este enlace para elegir una nueva (vale durante una hora y una sola vez):',
    '',
    link,
    '',
    'Si no fuiste tú, ignora este correo: tu contraseña no cambiará.',
  ].join('\n');
  const html = `<p>Hola,</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta de Recepta.</p>
<p><a href="${escapeHtml(link)}">Elegir una nueva contraseña</a> (el enlace vale durante una hora y una sola vez).</p>
<p>Si no fuiste tú, ignora este correo: tu contraseña no cambiará.</p>`;
  return { to, subject: 'Restablece tu contraseña de Recepta', text, html, link };
}
