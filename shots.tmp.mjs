import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:3999';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const shots = process.argv.slice(2);
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
    await page.addInitScript(() => localStorage.setItem('sidebarOpen', 'false'));
    for (const shot of shots) {
      const [name, path] = shot.split('=');
      await page.goto(base + path.replaceAll('ORG', orgId));
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shot-${name}-${scheme}-${width}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await browser.close();
