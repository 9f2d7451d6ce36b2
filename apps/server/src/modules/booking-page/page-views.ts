import { addDays, bookingWindow, holdsSlot, instantToZoned } from '@recepta/domain';
import { type Html, html } from '../../http/page-html.ts';
import type { Managed } from './manage-appointment.ts';
import type { PageView } from './page-view.ts';
import { spanishDay, spanishTime } from './page-view.ts';
import type { PublicSlot } from './public-availability.ts';

/** Days the strip shows at once. */
export const STRIP_DAYS = 14;

/** The page's query: what the visitor chose so far (plain GET parameters, so the back button works). */
export interface Choice {
  servicio?: string | undefined;
  profesional?: string | undefined;
  dia?: string | undefined;
  hora?: string | undefined;
}

export function query(choice: Choice, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...choice, ...extra })) if (v) params.set(k, v);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** schema.org data of the clinic, for search engines and maps. */
export function clinicJsonLd(view: PageView, url: string) {
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: view.page.orgName,
    url,
    ...(view.page.settings.address ? { address: view.page.settings.address } : {}),
    openingHoursSpecification: view.hours
      .map((line, i) => ({ line, day: days[i] }))
      .filter(({ line }) => !line.endsWith('cerrado'))
      .flatMap(({ line, day }) =>
        line
          .slice(line.indexOf(':') + 2)
          .split(', ')
          .map((range) => {
            const [opens, closes] = range.split('–');
            return { '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens, closes };
          }),
      ),
    potentialAction: { '@type': 'ReserveAction', target: url },
  };
}

function clinicCard(view: PageView): Html {
  const { settings } = view.page;
  return html`<details class="card"><summary>Dirección y horario</summary>
    ${settings.address ? html`<p>${settings.address}</p>` : view.locationName ? html`<p>${view.locationName}</p>` : ''}
    <ul class="hours">${view.hours.map((h) => html`<li>${h}</li>`)}</ul>
    <p class="mute">Horas en la zona de la clínica (${view.tz}).</p></details>`;
}

/** Step 1: the service and the professional (or "Cualquiera"). */
export function chooseService(view: PageView, choice: Choice, base: string): Html {
  if (view.services.length === 0) {
    return html`${clinicCard(view)}<p>Por ahora no hay servicios para reservar en línea. Escribe a la clínica por WhatsApp.</p>`;
  }
  const chosen = choice.servicio ?? view.services[0]?.id;
  return html`${clinicCard(view)}
  <form method="get" action="${base}">
    <fieldset><legend>1. Elige el servicio</legend>
      ${view.services.map(
        (s) =>
          html`<label class="opt"><input type="radio" name="servicio" value="${s.id}" ${
            s.id === chosen ? html`checked` : ''
          } required> <span>${s.name}<br><span class="mute">${s.durationMin} min${s.price ? html` · ${s.price}` : ''}</span></span></label>`,
      )}
    </fieldset>
    <label for="profesional">2. Profesional</label>
    <select id="profesional" name="profesional">
      <option value="">Cualquiera</option>
      ${view.resources.map(
        (r) => html`<option value="${r.id}" ${r.id === choice.profesional ? html`selected` : ''}>${r.name}</option>`,
      )}
    </select>
    <div class="row"><button type="submit">Ver horarios</button></div>
  </form>`;
}

/** Step 2: the day strip and the day's free times (each a link: no script needed). */
/** Where the strip's links lead: the booking page's steps, or the manage link's "Cambiar". */
export interface StripLinks {
  day: (day: string) => string;
  time: (slot: PublicSlot, day: string) => string;
  /** "Cambiar" next to the chosen service and professional. */
  back: string;
}

export function bookingLinks(base: string, choice: Choice): StripLinks {
  return {
    day: (d) => `${base}${query({ ...choice, dia: d, hora: undefined })}`,
    time: (t, d) => `${base}${query({ ...choice, dia: d, hora: `${t.start}|${t.resourceId}` })}`,
    back: `${base}${query({ servicio: choice.servicio, profesional: choice.profesional }, { cambiar: '1' })}`,
  };
}

export function chooseTime(
  view: PageView,
  choice: Choice,
  links: StripLinks,
  slots: PublicSlot[],
  now: number,
  note?: string,
): Html {
  const { tz } = view;
  const service = view.services.find((s) => s.id === choice.servicio);
  const resource = view.resources.find((r) => r.id === choice.profesional);
  const byDay = new Map<string, PublicSlot[]>();
  for (const slot of slots) {
    const day = slot.start.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  const first = instantToZoned(bookingWindow(view.page.settings, now).from, tz).date;
  const last = instantToZoned(bookingWindow(view.page.settings, now).to, tz).date;
  const days: string[] = [];
  for (let d = first; d <= last && days.length < STRIP_DAYS; d = addDays(d, 1)) days.push(d);
  const day = choice.dia && days.includes(choice.dia) ? choice.dia : (days.find((d) => byDay.has(d)) ?? first);
  const times = byDay.get(day) ?? [];
  // "sáb 28"; the first chip and each month's 1st say the month too ("mar 1 dic"), so a strip that
  // crosses into the next month reads right.
  const dayLabel = (d: string, i: number) => {
    const noon = Date.parse(`${d}T12:00:00Z`);
    const withMonth = i === 0 || d.endsWith('-01');
    const parts = new Intl.DateTimeFormat('es', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })
      .formatToParts(noon)
      .filter((p) => p.type === 'weekday' || p.type === 'day' || (withMonth && p.type === 'month'))
      .map((p) => p.value.replace(/\.$/, ''));
    return parts.join(' ');
  };
  return html`<p class="card">${service?.name ?? ''}${service?.price ? html` · ${service.price}` : ''} · ${
    resource ? resource.name : 'Cualquier profesional'
  } <a href="${links.back}">Cambiar</a></p>
  ${note ? html`<p class="err" role="alert">${note}</p>` : ''}
  <h2 id="dias">3. Elige el día</h2>
  <ul class="days" aria-labelledby="dias">${days.map(
    (d, i) =>
      // A day without free times looks quieter (dashed), so nobody taps it expecting times.
      html`<li><a href="${links.day(d)}" ${d === day ? html`aria-current="date"` : ''} ${
        byDay.has(d) ? '' : html`class="none"`
      } title="${spanishDay(Date.parse(`${d}T12:00:00Z`), 'UTC')}${byDay.has(d) ? '' : ', sin horarios'}">${dayLabel(d, i)}</a></li>`,
  )}</ul>
  <h2 id="horas">Horarios del ${spanishDay(Date.parse(`${day}T12:00:00Z`), 'UTC')}</h2>
  ${
    times.length === 0
      ? html`<p>No quedan horarios libres este día. Prueba otro.</p>`
      : html`<ul class="times" aria-labelledby="horas">${times.map(
          (t) => html`<li><a href="${links.time(t, day)}">${spanishTime(Date.parse(t.start), tz)}</a></li>`,
        )}</ul>`
  }`;
}

/** Step 3: name and WhatsApp number; the code goes out on submit. */
export function askNumber(
  view: PageView,
  slot: { start: string; resourceId: string },
  choice: Choice,
  base: string,
  values: { name?: string; phone?: string },
  error?: string,
): Html {
  const service = view.services.find((s) => s.id === choice.servicio);
  const resource = view.resources.find((r) => r.id === slot.resourceId);
  const at = Date.parse(slot.start);
  return html`<div class="card"><dl>
    <dt>Servicio</dt><dd>${service?.name ?? ''}</dd>
    <dt>Día y hora</dt><dd>${spanishDay(at, view.tz)}, ${spanishTime(at, view.tz)}</dd>
    <dt>Profesional</dt><dd>${resource?.name ?? ''}</dd></dl>
    <a href="${base}${query({ servicio: choice.servicio, profesional: choice.profesional, dia: choice.dia })}">Elegir otra hora</a></div>
  ${error ? html`<p class="err" role="alert">${error}</p>` : ''}
  <form method="post" action="${base}/codigo">
    <input type="hidden" name="servicio" value="${choice.servicio ?? ''}">
    <input type="hidden" name="profesional" value="${choice.profesional ?? ''}">
    <input type="hidden" name="hora" value="${slot.start}|${slot.resourceId}">
    <label for="nombre">4. Tu nombre</label>
    <input id="nombre" type="text" name="nombre" autocomplete="name" required maxlength="120" value="${values.name ?? ''}">
    <label for="telefono">Tu número de WhatsApp</label>
    <input id="telefono" type="tel" name="telefono" autocomplete="tel" required maxlength="40" value="${values.phone ?? ''}" aria-describedby="telefono-ayuda">
    <p id="telefono-ayuda" class="mute">Te enviaremos un código de 6 dígitos por WhatsApp para confirmar que es tuyo.</p>
    <div class="row"><button type="submit">Enviarme el código</button></div>
  </form>`;
}

/** Step 4: the code. */
export function askCode(base: string, sealed: string, phone: string, error?: string): Html {
  return html`<h2>5. Escribe el código</h2>
  <p>Enviamos un código de 6 dígitos por WhatsApp al ${phone}. Vence en 10 minutos.</p>
  ${error ? html`<p class="err" role="alert">${error}</p>` : ''}
  <form method="post" action="${base}/reservar">
    <input type="hidden" name="p" value="${sealed}">
    <label for="codigo">Código</label>
    <input id="codigo" name="codigo" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required>
    <div class="row"><button type="submit">Reservar</button></div>
  </form>
  <form method="post" action="${base}/reenviar"><input type="hidden" name="p" value="${sealed}">
    <button type="submit" class="alt">Enviar otro código</button></form>`;
}

/** The manage page: the appointment, and what the patient can do from here. */
export function managePage(m: Managed, base: string, banner?: string): Html {
  const at = m.startsAt.getTime();
  const live = holdsSlot(m.status);
  const statusText: Record<string, string> = {
    pending: 'Reservada',
    CONFIRMED: 'Confirmada',
    cancelled: 'Cancelada',
    no_show: 'No asistida',
  };
  return html`${banner ? html`<p class="card ok" role="status">${banner}</p>` : ''}
  <h2>Tu cita</h2>
  <div class="card"><dl>
    <dt>Paciente</dt><dd>${m.customerName}</dd>
    <dt>Servicio</dt><dd>${m.serviceName}</dd>
    <dt>Día y hora</dt><dd>${spanishDay(at, m.tz)}, ${spanishTime(at, m.tz)}</dd>
    <dt>Profesional</dt><dd>${m.resourceName}</dd>
    <dt>Lugar</dt><dd>${m.page?.settings.address || m.locationName}</dd>
    <dt>Estado</dt><dd>${statusText[m.status] ?? m.status}</dd></dl></div>
  <div class="row">
    ${live ? html`<a class="btn" href="${base}/cita.ics" download="cita.ics">Añadir a mi calendario</a>` : ''}
    ${live && m.page ? html`<a class="btn alt" href="${base}/cambiar">Cambiar</a>` : ''}
    ${live ? html`<a class="btn alt" href="${base}/cancelar">Cancelar</a>` : ''}
    <a class="btn alt" href="${base}/datos">Mis datos</a>
  </div>
  <p class="mute">Guarda este enlace: es personal y sirve para cambiar o cancelar tu cita.</p>`;
}
