import { DomainError, longSpanishDate, writeCalendar } from '@recepta/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { html, layout } from '../../http/page-html.ts';
import { bookFromPage } from './book-from-page.ts';
import { issueCode, pagePhone } from './issue-code.ts';
import {
  cancelFromLink,
  loadManaged,
  type Managed,
  moveFromLink,
  openErasureDue,
  requestErase,
} from './manage-appointment.ts';
import { buildManageUrl, readManageToken } from './manage-link.ts';
import { findPublicPage, type PublicPage } from './page-settings.ts';
import { loadPageView, type PageView, spanishDay, spanishTime } from './page-view.ts';
import {
  askCode,
  askNumber,
  bookingLinks,
  type Choice,
  chooseService,
  chooseTime,
  clinicJsonLd,
  managePage,
  query,
  STRIP_DAYS,
} from './page-views.ts';
import { patientData, patientDataCsv } from './patient-data.ts';
import { publicAvailability } from './public-availability.ts';
import type { BookingPageDeps } from './routes.ts';
import { seal, unseal } from './sealed.ts';
import { WIDGET_SCRIPT } from './widget-script.ts';

/**
 * Our own policy for these pages: no script at all, inline styles, forms to ourselves only, and any
 * site may frame them (the widget opens the page in an iframe on the clinic's site). connect-src
 * 'self' lets no script in (there is none to connect): it is there because tools that read the page
 * as a search engine would — Lighthouse's SEO audit fetches /robots.txt from inside the page —
 * are refused under default-src 'none' and report the page as having no valid robots.txt.
 */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors *";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uuidOrUndefined = (v: unknown) => (typeof v === 'string' && UUID.test(v) ? v : undefined);
const str = (v: unknown, max = 200) => (typeof v === 'string' ? v.slice(0, max) : '');

function send(reply: FastifyReply, status: number, body: string, cache = 'no-store') {
  reply.raw.removeHeader('x-frame-options');
  // A patient's own page (/m/…) is never for a search engine, even when its link is posted somewhere.
  if (reply.request.url.startsWith('/m/')) reply.header('x-robots-tag', 'noindex, nofollow');
  return (
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      // Not no-referrer: under it Chromium posts forms with `Origin: null`, which the same-origin
      // check refuses. Same-origin keeps the personal links from leaving the site in a Referer.
      .header('referrer-policy', 'same-origin')
      .header('cache-control', cache)
      .send(body)
  );
}

function notFound(reply: FastifyReply) {
  return send(
    reply,
    404,
    layout({
      title: 'No encontrado',
      clinic: 'Recepta',
      color: '#0f766e',
      body: html`<h2>No encontramos esta página</h2><p>El enlace no es válido o ya venció. Si tienes una cita, escribe a la clínica por WhatsApp.</p>`,
    }),
  );
}

/** A chosen time as the page carries it: "start|resourceId". */
function parseSlot(value: unknown): { start: string; resourceId: string } | undefined {
  const [start, resourceId] = str(value, 120).split('|');
  if (!start || !resourceId || !UUID.test(resourceId) || !Number.isFinite(Date.parse(start))) return undefined;
  return { start, resourceId };
}

/** The page's message for a refusal: the domain's Spanish text. */
function messageOf(error: unknown): string | undefined {
  return error instanceof DomainError ? error.message : undefined;
}

/**
 * PUBLIC — the server-rendered booking page, the manage link's pages and the widget, outside /api
 * (docs/architecture.md#the-booking-page). Plain HTML forms and redirects (POST → 303 → GET), so
 * everything works with JavaScript off; no script is sent at all.
 */
export function bookingPagePublicRoutes(deps: BookingPageDeps) {
  const { db, now, keys, cache, channel, limits, publicUrl } = deps;
  return async (app: FastifyInstance) => {
    // The page's forms post urlencoded bodies; only inside this plugin.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const cfg = { config: { access: 'public' as const } };

    const pageOr404 = async (request: FastifyRequest) => {
      const slug = str((request.params as { slug?: string }).slug, 60);
      return findPublicPage(db, slug);
    };
    const render = (view: PageView, body: ReturnType<typeof html>, title: string) =>
      layout({
        title: `${title} · ${view.page.orgName}`,
        clinic: view.page.orgName,
        color: view.page.settings.color,
        subtitle: view.page.settings.address || view.locationName,
        body,
        jsonLd: clinicJsonLd(view, `${publicUrl.replace(/\/$/, '')}/r/${view.page.settings.slug}`),
        // The notice every country asks to be at hand where data is collected (docs/privacy.md#privacy-notice).
        privacyUrl: `/privacidad/${view.page.orgId}`,
      });

    /** Step 2's times for the strip: the whole strip in one search. */
    const stripSlots = (page: PublicPage, choice: Choice) =>
      publicAvailability(
        db,
        cache,
        page,
        { serviceId: choice.servicio!, resourceId: choice.profesional, days: STRIP_DAYS + 1 },
        now(),
      );

    const timeStep = async (reply: FastifyReply, page: PublicPage, choice: Choice, status = 200, note?: string) => {
      const view = await loadPageView(db, cache, page, now());
      const base = `/r/${page.settings.slug}`;
      const slots = await stripSlots(page, choice);
      const strip = chooseTime(view, choice, bookingLinks(base, choice), slots, now().getTime(), note);
      return send(reply, status, render(view, strip, 'Elige la hora'));
    };

    app.get('/r/:slug', cfg, async (request, reply) => {
      const page = await pageOr404(request);
      if (!page) return notFound(reply);
      const q = request.query as Record<string, unknown>;
      const choice: Choice = {
        servicio: uuidOrUndefined(q.servicio),
        profesional: uuidOrUndefined(q.profesional),
        dia: /^\d{4}-\d{2}-\d{2}$/.test(str(q.dia)) ? str(q.dia) : undefined,
      };
      const view = await loadPageView(db, cache, page, now());
      const base = `/r/${page.settings.slug}`;
      const offered = view.services.some((s) => s.id === choice.servicio);
      if (!offered || q.cambiar) {
        return send(reply, 200, render(view, chooseService(view, choice, base), 'Reserva tu cita'));
      }
      const slot = parseSlot(q.hora);
      if (slot) {
        return send(reply, 200, render(view, askNumber(view, slot, choice, base, {}), 'Tus datos'));
      }
      const note = q.aviso === 'ocupada' ? 'Esa hora se acaba de ocupar. Elige otra, por favor.' : undefined;
      return timeStep(reply, page, choice, 200, note);
    });

    app.post('/r/:slug/codigo', cfg, async (request, reply) => {
      const page = await pageOr404(request);
      if (!page) return notFound(reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const choice: Choice = {
        servicio: uuidOrUndefined(body.servicio),
        profesional: uuidOrUndefined(body.profesional),
      };
      const slot = parseSlot(body.hora);
      const base = `/r/${page.settings.slug}`;
      if (!slot || !choice.servicio) return reply.redirect(base, 303);
      const name = str(body.nombre, 120).trim();
      const phoneText = str(body.telefono, 40).trim();
      const at = now();
      try {
        if (!name) throw new DomainError('validation_failed', undefined, 'Escribe tu nombre');
        const phone = await pagePhone(db, page.orgId, phoneText);
        const messageId = await issueCode(db, keys.codes, page, { phone, name }, { ip: request.ip, limits, now: at });
        channel.deliver(messageId);
        const sealed = seal(keys.seal, {
          serviceId: choice.servicio,
          resourceId: choice.profesional,
          start: `${slot.start}|${slot.resourceId}`,
          name,
          phone,
          until: at.getTime() + 10 * 60_000,
        });
        return reply.redirect(`${base}/verificar?p=${sealed}`, 303);
      } catch (error) {
        const message = messageOf(error);
        if (!message) throw error;
        const view = await loadPageView(db, cache, page, at);
        const text =
          (error as DomainError).code === 'validation_failed' && message === 'Datos inválidos'
            ? 'Teléfono inválido'
            : message;
        return send(
          reply,
          (error as DomainError).code === 'too_many_requests' ? 429 : 422,
          render(view, askNumber(view, slot, choice, base, { name, phone: phoneText }, text), 'Tus datos'),
        );
      }
    });

    const codeStep = async (reply: FastifyReply, page: PublicPage, sealed: string, status = 200, error?: string) => {
      const pending = unseal(keys.seal, sealed, now().getTime());
      const base = `/r/${page.settings.slug}`;
      if (!pending) return reply.redirect(base, 303);
      const view = await loadPageView(db, cache, page, now());
      return send(reply, status, render(view, askCode(base, sealed, pending.phone, error), 'Código'));
    };

    app.get('/r/:slug/verificar', cfg, async (request, reply) => {
      const page = await pageOr404(request);
      if (!page) return notFound(reply);
      return codeStep(reply, page, str((request.query as Record<string, unknown>).p, 2000));
    });

    app.post('/r/:slug/reenviar', cfg, async (request, reply) => {
      const page = await pageOr404(request);
      if (!page) return notFound(reply);
      const sealed = str((request.body as Record<string, unknown> | undefined)?.p, 2000);
      const pending = unseal(keys.seal, sealed, now().getTime());
      if (!pending) return reply.redirect(`/r/${page.settings.slug}`, 303);
      try {
        channel.deliver(await issueCode(db, keys.codes, page, pending, { ip: request.ip, limits, now: now() }));
      } catch (error) {
        const message = messageOf(error);
        if (!message) throw error;
        return codeStep(reply, page, sealed, 429, message);
      }
      return reply.redirect(`/r/${page.settings.slug}/verificar?p=${sealed}`, 303);
    });

    app.post('/r/:slug/reservar', cfg, async (request, reply) => {
      const page = await pageOr404(request);
      if (!page) return notFound(reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const sealed = str(body.p, 2000);
      const at = now();
      const pending = unseal(keys.seal, sealed, at.getTime());
      const base = `/r/${page.settings.slug}`;
      if (!pending) return reply.redirect(base, 303);
      const slot = parseSlot(pending.start)!;
      try {
        const { appointment, customerId, confirmationId } = await bookFromPage(
          db,
          { cache, codeKey: keys.codes, limits, links: { linkKey: keys.links, publicUrl } },
          page,
          {
            phone: pending.phone,
            code: str(body.codigo, 12).trim(),
            name: pending.name,
            serviceId: pending.serviceId,
            resourceId: slot.resourceId,
            start: slot.start,
          },
          { ip: request.ip, now: at },
        );
        if (confirmationId) channel.deliver(confirmationId);
        const url = buildManageUrl(keys.links, '', {
          id: appointment.id,
          customerId,
          endsAt: new Date(appointment.end),
        });
        return reply.redirect(`${url}?nueva=1`, 303);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.code === 'invalid_code' || error.code === 'code_locked' || error.code === 'too_many_requests') {
          return codeStep(reply, page, sealed, error.code === 'invalid_code' ? 422 : 429, error.message);
        }
        if (error.code === 'validation_failed') return codeStep(reply, page, sealed, 422, 'El código tiene 6 dígitos');
        const choice = { servicio: pending.serviceId, profesional: pending.resourceId, dia: slot.start.slice(0, 10) };
        return reply.redirect(`${base}${query(choice, { aviso: 'ocupada' })}`, 303);
      }
    });

    // ——— Manage my appointment ———

    const managed = async (request: FastifyRequest): Promise<{ m: Managed; base: string } | undefined> => {
      const token = str((request.params as { token?: string }).token, 300);
      const claim = readManageToken(keys.links, token, now().getTime());
      if (!claim) return undefined;
      const m = await loadManaged(db, claim);
      return m ? { m, base: `/m/${token}` } : undefined;
    };
    const manageLayout = (m: Managed, title: string, body: ReturnType<typeof html>) =>
      layout({
        title: `${title} · ${m.orgName}`,
        clinic: m.orgName,
        color: m.page?.settings.color ?? '#0f766e',
        subtitle: m.page?.settings.address || m.locationName,
        // The patient came from a reminder or the confirmation: this page manages, it does not book.
        kicker: 'Gestiona tu cita',
        body,
      });

    app.get('/m/:token', cfg, async (request, reply) => {
      const found = await managed(request);
      if (!found) return notFound(reply);
      const q = request.query as Record<string, unknown>;
      const banner = q.nueva
        ? '¡Listo! Tu cita quedó reservada. Te enviaremos recordatorios por WhatsApp.'
        : q.cambiada
          ? 'Tu cita se cambió.'
          : q.cancelada
            ? 'Tu cita se canceló.'
            : undefined;
      return send(reply, 200, manageLayout(found.m, 'Tu cita', managePage(found.m, found.base, banner)));
    });

    app.get('/m/:token/cita.ics', cfg, async (request, reply) => {
      const found = await managed(request);
      if (!found) return notFound(reply);
      const { m } = found;
      const ics = writeCalendar({
        productId: '-//Recepta//Cita//ES',
        name: m.orgName,
        refreshMinutes: 1440,
        events: [
          {
            uid: `${m.id}@recepta`,
            sequence: 0,
            stamp: now(),
            start: m.startsAt,
            end: m.endsAt,
            status: m.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
            summary: `${m.serviceName} · ${m.orgName}`,
            location: m.page?.settings.address || m.locationName,
            description: `Con ${m.resourceName}`,
          },
        ],
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="cita.ics"')
        .header('cache-control', 'no-store')
        .send(ics);
    });

    const moveStep = async (reply: FastifyReply, found: { m: Managed; base: string }, dia?: string, note?: string) => {
      const { m, base } = found;
      if (!m.page) return notFound(reply);
      const view = await loadPageView(db, cache, m.page, now());
      const choice: Choice = { servicio: m.serviceId, profesional: m.resourceId, dia };
      const slots = await publicAvailability(
        db,
        cache,
        { ...m.page, settings: { ...m.page.settings, serviceIds: [m.serviceId] } },
        { serviceId: m.serviceId, resourceId: m.resourceId, days: STRIP_DAYS + 1 },
        now(),
      );
      // The strip's days stay on this page; a time asks to confirm the change.
      const strip = chooseTime(
        view,
        choice,
        {
          day: (d) => `${base}/cambiar?dia=${d}`,
          time: (t) => `${base}/cambiar/confirmar?hora=${encodeURIComponent(`${t.start}|${t.resourceId}`)}`,
          back: base,
        },
        slots,
        now().getTime(),
        note,
      );
      return send(reply, 200, manageLayout(m, 'Cambiar la cita', html`<h2>Cambiar tu cita</h2>${strip}`));
    };

    app.get('/m/:token/cambiar', cfg, async (request, reply) => {
      const found = await managed(request);
      if (!found) return notFound(reply);
      const dia = str((request.query as Record<string, unknown>).dia, 10);
      return moveStep(reply, found, /^\d{4}-\d{2}-\d{2}$/.test(dia) ? dia : undefined);
    });

    app.get('/m/:token/cambiar/confirmar', cfg, async (request, reply) => {
      const found = await managed(request);
      if (!found) return notFound(reply);
      const slot = parseSlot((request.query as Record<string, unknown>).hora);
      if (!slot) return reply.redirect(`${found.base}/cambiar`, 303);
      const at = Date.parse(slot.start);
      const { m, base } = found;
      return send(
        reply,
        200,
        manageLayout(
          m,
          'Cambiar la cita',
          html`<h2>¿Cambiar tu cita a esta hora?</h2>
          <p class="card">${spanishDay(at, m.tz)}, ${spanishTime(at, m.tz)} · ${m.resourceName}</p>
          <form method="post" action="${base}/cambiar"><input type="hidden" name="hora" value="${slot.start}|${slot.resourceId}">
          <div class="row"><button type="submit">Sí, cambiar</button><a class="btn alt" href="${base}/cambiar">Elegir otra</a></div></form>`,
        ),
      );
    });

    app.post('/m/:token/cambiar', cfg, async (request, reply) => {
      const found = await managed(request);
      if (!found) return notFound(reply);
      const slot = parseSlot((request.body as Record<string, unknown> | undefined)?.hora);
      if (!slot) return reply.redirect(`${found.base}/cambiar`, 303);
      const { m } = found;
      try {
        await moveFromLink(db, m, slot, now());
      } catch (error) {
        const message = messageOf(error);
        if (!message) throw error;
        return moveStep(reply, found, slot.start.slice(0, 10), message);
      }
      const duration = m.endsAt.getTime() - m.startsAt.getTime();
      const url = buildManageUrl(keys.links, '', {
        id: m.id,
        customerId: m.customerId,
        endsAt: new Date(Date.parse(slot.start) + duration),
      });
      return reply.redirect(`${url}?cambiada=1`, 303);
    });

    app.get('/m/:token/cancelar', cfg, async (request, reply) => {
      const found = await managed(request);
      if (!found) return notFound(reply);
      const { m, base } = found;
      const at = m.startsAt.getTime();
      return send(
        reply,
        200,
        manageLayout(
          m,
          'Cancelar la cita',
          html`<h2>¿Cancelar tu cita?</h2><p class="card">${m.serviceName} · ${spanishDay(at, m.tz)}, ${spanishTime(at, m.tz)} · ${m.resourceName}</p>
          <form method="post" action="${base}/cancelar"><div class="row"><button type="submit">Sí, cancelar</button>
          <a class="btn alt" href="${base}">No, volver</a></div></form>`,
        ),
      );
    });

    app.post('/m/:token/cancelar', cfg, async (request, reply) => {
      const found = await managed(request);
      if (!found) return notFound(reply);
      try {
        await cancelFromLink(db, found.m, now());
      } catch (error) {
        const message = messageOf(error);
        if (!message) throw error;
        return send(reply, 422, manageLayout(found.m, 'Tu cita', managePage(found.m, found.base, message)));
      }
      return reply.redirect(`${found.base}?cancelada=1`, 303);
    });

    app.get('/m/:token/datos', cfg, async (request, reply) => {
      const found = await managed(request);
      if (!found) return notFound(reply);
      const { m, base } = found;
      const data = await patientData(db, m);
      const asked = (request.query as Record<string, unknown>).solicitado;
      const dueOn = asked ? await openErasureDue(db, m) : undefined;
      return send(
        reply,
        200,
        manageLayout(
          m,
          'Mis datos',
          html`<h2>Mis datos</h2>
          ${asked ? html`<p class="card ok" role="status">Recibimos tu solicitud. La clínica borrará tus datos y te avisará${dueOn ? ` a más tardar el ${longSpanishDate(dueOn)}` : ''}.</p>` : ''}
          <p>Esto es lo que ${m.orgName} guarda sobre ti:</p>
          <div class="card"><dl><dt>Nombre</dt><dd>${data.patient.name}</dd><dt>WhatsApp</dt><dd>${data.patient.phone}</dd>
          <dt>Citas</dt><dd>${data.appointments.length}</dd><dt>Mensajes</dt><dd>${data.messages.length}</dd></dl></div>
          <div class="row"><a class="btn alt" href="${base}/datos.json" download>Descargar (JSON)</a>
          <a class="btn alt" href="${base}/datos.csv" download>Descargar (CSV)</a></div>
          <h2>Borrar mis datos</h2><p>La clínica recibirá tu pedido y borrará lo que la ley no le obligue a conservar.</p>
          <form method="post" action="${base}/borrar"><button type="submit" class="alt">Pedir que borren mis datos</button></form>
          <p><a href="${base}">Volver a mi cita</a></p>`,
        ),
      );
    });

    app.get('/m/:token/datos.json', cfg, async (request, reply) => {
      const found = await managed(request);
      if (!found) return notFound(reply);
      return reply
        .header('content-disposition', 'attachment; filename="mis-datos.json"')
        .header('cache-control', 'no-store')
        .send(await patientData(db, found.m));
    });

    app.get('/m/:token/datos.csv', cfg, async (request, reply) => {
      const found = await managed(request);
      if (!found) return notFound(reply);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="mis-datos.csv"')
        .header('cache-control', 'no-store')
        .send(patientDataCsv(await patientData(db, found.m)));
    });

    app.post('/m/:token/borrar', cfg, async (request, reply) => {
      const found = await managed(request);
      if (!found) return notFound(reply);
      await requestErase(db, found.m, now());
      return reply.redirect(`${found.base}/datos?solicitado=1`, 303);
    });

    // Any other address under /r/ or /m/ (an empty or malformed segment) is this module's 404 page,
    // not the admin app's shell.
    app.get('/r/*', cfg, async (_request, reply) => notFound(reply));
    app.get('/m/*', cfg, async (_request, reply) => notFound(reply));

    app.get('/widget.js', cfg, async (_request, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(WIDGET_SCRIPT.replaceAll('__ORIGIN__', publicUrl.replace(/\/$/, ''))),
    );
  };
}
