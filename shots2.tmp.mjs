import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:3999';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
for (const scheme of ['light', 'dark']) {
  for (const width of [1440, 390]) {
    const ctx = await browser.newContext({
      viewport: { width, height: width === 390 ? 844 : 900 },
      colorScheme: scheme,
      locale: 'es-CR',
    });
    const page = await ctx.newPage();
    await page.request.post(`${base}/api/account/login`, {
      data: { email: 'demo@recepta.local', password: 'recepta-demo' },
    });
    const me = await (await page.request.get(`${base}/api/me`)).json();
    const orgId = me.orgs[0].id;
    const t = (await (await page.request.get(`${base}/api/templates?orgId=${orgId}`)).json()).items.find(
      (x) => x.name === 'reactivacion',
    );
    await page.request.post(`${base}/api/templates/${t.id}/submit?orgId=${orgId}`, {
      data: {},
      headers: { origin: base },
    });
    await page.addInitScript(() => localStorage.setItem('sidebarOpen', 'false'));
    await page.goto(base + '/admin/campanas');
    const form = page.locator('form');
    await form.getByLabel('Nombre de la campaña').fill('Te extrañamos');
    await form.getByLabel('Plantilla (Marketing, aprobada)').selectOption({ label: 'reactivacion' });
    await form.getByLabel('Valor de {{2}}').fill('Clínica Demo');
    await form.getByRole('button', { name: 'Ver destinatarios' }).click();
    await page.getByText('pacientes la recibirán').waitFor();
    await form.getByLabel('Programar').check();
    await page.screenshot({ path: `/tmp/shot-campform-${scheme}-${width}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
