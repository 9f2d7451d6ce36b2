import { expect, type Page, type Request, test } from '@playwright/test';
import { card, openAgendaOn, setUpAgenda } from './support/agenda.ts';

/**
 * One live stream per browser (apps/web/src/api/shared-stream.ts): a browser opens at most six
 * connections to a host, and with a stream or two per tab a fourth tab never loaded.
 */
test.describe('live updates: one stream per browser', () => {
  test('eight tabs load and update live; closing the leading tab loses no event', async ({ page }) => {
    test.slow();
    const agenda = await setUpAgenda(page);
    const context = page.context();
    const open = new Set<Request>();
    const end = (request: Request) => open.delete(request);
    // The streams open now (a closed tab's end with it, without a 'requestfinished').
    const streams = () => [...open].filter((request) => !request.frame().page().isClosed());
    context.on('request', (request) => {
      if (request.resourceType() === 'eventsource') open.add(request);
    });
    context.on('requestfinished', end);
    context.on('requestfailed', end);

    const tabs: Page[] = [page];
    for (let i = 1; i < 8; i++) tabs.push(await context.newPage());
    // One after the other: the first tab asks for the streams first and leads them.
    for (const tab of tabs) await openAgendaOn(tab, agenda.day);
    // The agenda's stream and the inbox's, both held by the first tab.
    await expect.poll(() => streams().map((r) => r.frame().page() === page)).toEqual([true, true]);

    const first = await agenda.book({ at: '09:00' });
    for (const tab of tabs) await expect(card(tab, first.id)).toBeVisible();

    // The leader closes while a change is made: another tab takes both streams over, the agenda's
    // from the last event the tabs saw, and the change reaches every tab left.
    const [, during] = await Promise.all([page.close(), agenda.book({ at: '10:00' })]);
    const rest = tabs.slice(1);
    for (const tab of rest) await expect(card(tab, during.id)).toBeVisible();
    await expect.poll(() => streams().length).toBe(2);
    const next = streams();
    expect(new Set(next.map((r) => r.frame().page())).size).toBe(1);
    expect(next.find((r) => r.url().includes('/api/agenda/stream'))?.url()).toMatch(/[?&]lastEventId=\d+/);

    const after = await agenda.book({ at: '11:00' });
    for (const tab of rest) await expect(card(tab, after.id)).toBeVisible();
    await Promise.all(rest.map((tab) => tab.close()));
  });
});
