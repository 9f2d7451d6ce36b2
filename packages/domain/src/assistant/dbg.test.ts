import { it } from 'vitest';
import { GoldenWorld, newPatient, say } from './golden-runner.ts';
it('dbg', async () => {
  const w = new GoldenWorld();
  const p = newPatient(w, 'Elsa');
  for (const t of (process.env.MSGS ?? '').split('|')) {
    const r = await say(w, p, { type: 'message', text: t });
    console.log('>', t, '\n', r.map((x) => x.text + ' ' + JSON.stringify(x.buttons?.map((b) => b.title))).join('\n'), JSON.stringify(p.state));
  }
});
