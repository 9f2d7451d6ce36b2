/**
 * Booking page figures (issue 34): Lighthouse scores (mobile preset, Lighthouse's default config)
 * of the public booking page's steps and of the patient's manage page, served by the real server,
 * and what each transfers compressed, JavaScript apart.
 * Targets (read by people, not asserted): every score ≥ 95, at most 30 KB of compressed JavaScript.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launchChromium } from './landing.ts';
import { fmt, type Started, startProcess } from './lib/server.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** A JSON client holding the session cookie, as a browser would. */
function client(base: string) {
  let cookie = '';
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie();
    if (set.length > 0) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** A clinic with a published page and one web booking: the addresses to measure. */
async function seedClinic(base: string): Promise<{ label: string; path: string }[]> {
  const call = client(base);
  await call('POST', '/api/account/register', {
    email: `bench.${randomBytes(4).toString('hex')}@example.com`,
    password: 'clave-segura-123',
  });
  const { org, location } = await call<{ org: { id: string }; location: { id: string } }>(
    'POST',
    '/api/catalog/initOrg',
    { name: 'Clínica Dental Sonrisa', locationName: 'San José', tz: 'America/Costa_Rica' },
  );
  const q = `?orgId=${org.id}`;
  const resource = await call<{ id: string }>('POST', `/api/resources${q}`, {
    name: 'Dra. Ana Mora',
    locationId: location.id,
  });
  const service = await call<{ id: string }>('POST', `/api/services${q}`, { name: 'Limpieza dental', durationMin: 30 });
  const slug = 'sonrisa';
  await call('PUT', `/api/booking-page${q}`, {
    slug,
    enabled: true,
    serviceIds: [service.id],
    minNoticeMin: 0,
    horizonDays: 30,
    newPatients: true,
    address: 'Avenida Central 100, San José',
  });
  const phone = '+50688001122';
  const visitor = client(base);
  await visitor('POST', `/api/public/${slug}/codes`, { phone, name: 'Rosa Vega' });
  // The sandbox delivers at once: the code is the newest message of the visitor's conversation.
  let code = '';
  for (let i = 0; i < 100 && !code; i++) {
    const list = await call<{ items: { id: string; customer: { phone: string } | null }[] }>(
      'GET',
      `/api/conversations${q}`,
    );
    const mine = list.items.find((c) => c.customer?.phone === phone);
    if (mine) {
      const thread = await call<{ messages: { body: string }[] }>('GET', `/api/conversations/${mine.id}${q}`);
      code = /^(\d{6}) es tu código/.exec(thread.messages.at(-1)?.body ?? '')?.[1] ?? '';
    }
    if (!code) await new Promise((r) => setTimeout(r, 50));
  }
  const slots = await visitor<{ items: { start: string; resourceId: string }[] }>(
    'GET',
    `/api/public/${slug}/availability?serviceId=${service.id}&days=14`,
  );
  const slot = slots.items[0];
  if (!code || !slot) throw new Error('no code or no free time to book');
  const booked = await visitor<{ manageUrl: string }>('POST', `/api/public/${slug}/bookings`, {
    phone,
    code,
    name: 'Rosa Vega',
    serviceId: service.id,
    start: slot.start,
  });
  const times = `/r/${slug}?servicio=${service.id}&profesional=${resource.id}`;
  return [
    { label: '/r/{slug} (service and professional)', path: `/r/${slug}` },
    { label: '/r/{slug} (day strip and times)', path: times },
    {
      // A patient's own page carries X-Robots-Tag: noindex on purpose: SEO's is-crawlable fails there.
      label: '/m/{token} (manage my appointment; noindex on purpose)',
      path: new URL(booked.manageUrl).pathname,
    },
  ];
}

export async function benchBookingPage(): Promise<void> {
  console.log('\n# Booking page: Lighthouse, mobile preset (targets: every score ≥ 95, JavaScript ≤ 30 KB gzip)');
  const dataDir = mkdtempSync(join(tmpdir(), 'recepta-bench-booking-'));
  let server: Started | undefined;
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    server = await startProcess('apps/server/src/main.ts', { DATA_DIR: dataDir, SEED_DEMO: 'false' }, '/api/health');
    const base = `http://127.0.0.1:${server.port}`;
    const pages = await seedClinic(base);
    chromium = await launchChromium();
    for (const { label, path } of pages) {
      const result = await lighthouse(`${base}${path}`, { port: chromium.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      console.log(`  ${label}`);
      for (const id of categories) {
        const category = lhr.categories[id];
        const score = Math.round((category?.score ?? 0) * 100);
        const shortfalls = (category?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1)
          .map((a) => `${a?.id} ${Math.round((a?.score ?? 0) * 100)}`);
        console.log(
          `    ${id.padEnd(16)} ${String(score).padStart(3)}${score >= 95 ? '' : '  (below target)'}${
            shortfalls.length ? `  · not full marks: ${shortfalls.join(', ')}` : ''
          }`,
        );
      }
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
      const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
        []) as NetworkRequest[];
      const bytesOf = (filter: (r: NetworkRequest) => boolean) =>
        requests.filter(filter).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
      console.log(
        `    FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric(
          'total-blocking-time',
        )} · CLS ${metric('cumulative-layout-shift')} (simulated slow 4G, mid-range phone)`,
      );
      console.log(
        `    transferred: ${kb(bytesOf(() => true))} in ${requests.length} requests (HTML ${kb(
          bytesOf((r) => r.resourceType === 'Document'),
        )}, JavaScript ${kb(bytesOf((r) => r.resourceType === 'Script'))})`,
      );
    }
  } catch (err) {
    console.log(`  not measured: ${(err as Error).message}`);
  } finally {
    if (chromium) {
      const { child, profile } = chromium;
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
