import { readableTextColour } from '@recepta/domain';

/** Escapes text for HTML content and attribute values (double-quoted). */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A tagged template whose values are escaped unless they are Html already. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}
type Part = Html | string | number | undefined | null | false | readonly Part[];

function render(part: Part): string {
  if (part === undefined || part === null || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(render).join('');
  return esc(part as string | number);
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/**
 * The page's whole style: system fonts, one column up to 40 rem (the header's text lines up with
 * it on a wide screen), readable at 320 px, large tap targets, the day strip one scrolling row on a
 * phone and wrapped rows where there is room, light and dark by the visitor's setting, the clinic's colour on the header and buttons
 * (text in black or white, whichever reads). Inline: one request less on a slow network.
 */
function styles(color: string): string {
  const on = readableTextColour(color);
  return `:root{--c:${color};--on:${on};--bg:#fff;--fg:#1f2937;--mute:#4b5563;--line:#d1d5db;--card:#f9fafb;--err:#b91c1c;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#111827;--fg:#f3f4f6;--mute:#d1d5db;--line:#4b5563;--card:#1f2937;--err:#fca5a5}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
header{background:var(--c);color:var(--on);padding:1rem max(1rem,calc(50% - 19rem))}header h1{margin:0;font-size:1.4rem}header p{margin:.25rem 0 0}
main{max-width:40rem;margin:0 auto;padding:1rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
a{color:inherit}fieldset{border:1px solid var(--line);border-radius:.5rem;padding:.75rem;margin:0 0 1rem}legend{font-weight:600;padding:0 .25rem}
label{display:block;margin:.5rem 0 .25rem;font-weight:600}.opt{display:flex;gap:.5rem;align-items:flex-start;font-weight:400;padding:.5rem;border-radius:.375rem}
.opt:hover{background:var(--card)}input[type=text],input[type=tel],input[inputmode],select{width:100%;font:inherit;padding:.65rem;border:1px solid var(--mute);border-radius:.375rem;background:var(--bg);color:var(--fg)}
input[type=radio]{width:1.25rem;height:1.25rem;margin-top:.15rem;accent-color:var(--c)}
button,.btn{display:inline-block;font:inherit;font-weight:600;padding:.7rem 1.1rem;border-radius:.5rem;border:0;background:var(--c);color:var(--on);cursor:pointer;text-decoration:none;min-height:44px}
.btn.alt,button.alt{background:transparent;color:var(--fg);border:1px solid var(--mute)}
.days{display:flex;gap:.5rem;overflow-x:auto;padding:.25rem 0 .75rem;list-style:none;margin:0}.days a{display:block;min-width:4.5rem;white-space:nowrap;text-align:center;padding:.5rem;border:1px solid var(--line);border-radius:.5rem;text-decoration:none}
@media (min-width:40rem){.days{flex-wrap:wrap;overflow-x:visible}}
.days a.none{color:var(--mute);border-style:dashed}.days a[aria-current]{background:var(--c);color:var(--on);border-color:var(--c);border-style:solid}
.times{display:grid;grid-template-columns:repeat(auto-fill,minmax(5.5rem,1fr));gap:.5rem;list-style:none;padding:0;margin:0}.times a{display:block;text-align:center;padding:.6rem;border:1px solid var(--line);border-radius:.5rem;text-decoration:none}
.card{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1rem;margin:1rem 0}.mute{color:var(--mute)}
.err{color:var(--err);font-weight:600}.ok{border-left:4px solid var(--c)}dl{margin:0}dt{font-weight:600}dd{margin:0 0 .5rem}
.row{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0}footer{max-width:40rem;margin:0 auto;padding:1rem;font-size:.875rem;color:var(--mute)}
ul.hours{padding-left:1.25rem;margin:.25rem 0}`;
}

export interface Layout {
  title: string;
  clinic: string;
  color: string;
  /** Under the clinic's name: the place, or nothing. */
  subtitle?: string | undefined;
  body: Html;
  /** schema.org JSON-LD of the clinic (escaped for a script element). */
  jsonLd?: unknown;
  /** Above the clinic's name, and the page's description: the booking page's unless given. */
  kicker?: string | undefined;
  description?: string | undefined;
  /** The organisation's privacy notice (/privacidad/{orgId}), linked from the footer where given. */
  privacyUrl?: string | undefined;
}

/** A whole page: Spanish, one column, no script but the clinic's structured data. */
export function layout(l: Layout): string {
  const ld =
    l.jsonLd === undefined
      ? ''
      : `<script type="application/ld+json">${JSON.stringify(l.jsonLd).replace(/</g, '\\u003c')}</script>`;
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(l.title)}</title><meta name="description" content="${esc(l.description ?? `Reserva tu cita en ${l.clinic} en línea`)}"><meta name="theme-color" content="${esc(l.color)}">
<style>${styles(l.color)}</style>${ld}</head><body><header><p style="margin:0">${esc(l.kicker ?? 'Reserva en línea')}</p><h1>${esc(l.clinic)}</h1>${l.subtitle ? `<p>${esc(l.subtitle)}</p>` : ''}</header>
<main id="contenido">${l.body.text}</main><footer>Reservas con Recepta. Tus datos los trata ${esc(l.clinic)} solo para gestionar tus citas.${l.privacyUrl ? ` <a href="${esc(l.privacyUrl)}">Aviso de privacidad</a>` : ''}</footer></body></html>`;
}
