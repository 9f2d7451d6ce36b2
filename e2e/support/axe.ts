/**
 * axe-core in the page: its source is injected with addScriptTag (no Playwright plug-in) and
 * axe.run answers the violations, listed one line per node so a failure says what and where.
 *
 *   await expectNoAxeViolations(page, 'agenda, dark, 390 px');
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  help: string;
  nodes: AxeNode[];
}

export interface AxeOptions {
  /** Only these rules (e.g. ['color-contrast'] while scrolling the agenda). */
  rules?: string[];
  /** A CSS selector to check only that part of the page. */
  include?: string;
  /** CSS selectors of nodes left out, each with a comment at the call saying why. */
  exclude?: string[];
  /**
   * Colour checks axe could not decide (its "incomplete" color-contrast results: text over an
   * image, a gradient, overlapping elements) fail too, to be made decidable or checked by hand.
   * Used on coloured headers (the chat of /demo and the Simulador), where a guess is not enough.
   */
  undecidedColour?: boolean;
}

/** Runs axe on the whole page and returns one line per failing node. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(
    async ({ rules, include, exclude, undecidedColour }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }).axe;
      const context = { include: include ? [[include]] : [document], exclude: exclude.map((selector) => [selector]) };
      // Only the violations are read: leaving out the details of passes and incomplete checks is
      // axe's documented way to run faster, and this suite runs on busy machines.
      const runOptions = {
        resultTypes: undecidedColour ? ['violations', 'incomplete'] : ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      };
      // axe lays out the page once per run and then judges each node against that picture: a node
      // that moved or was redrawn meanwhile is judged against what was under it before. The shared
      // demo clinic changes while this runs (other specs book into it live, the agenda re-lays its
      // cards), which failed the dark 1440 px run with four agenda cards "on" the dark column behind
      // them. A run during which the page changed is run again, until one sees a still page.
      // Colours are judged once they are final: a card or button in the middle of a colour
      // transition (the dark class set after load, a hover left behind, a card just re-laid) shows
      // a blend of two themes for 150 ms, which axe would judge as it is. Endless animations
      // (spinners) are not waited for.
      const settle = async () => {
        for (let round = 0; round < 10; round++) {
          const running = document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
          if (running.length === 0) return;
          await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
        }
      };
      type Result = { violations: AxeViolation[]; incomplete: AxeViolation[] };
      let result: Result | undefined;
      for (let run = 0; run < 5; run++) {
        await settle();
        let changed = false;
        const watch = new MutationObserver(() => {
          changed = true;
        });
        watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        result = (await axe.run(context, runOptions)) as Result;
        watch.disconnect();
        if (!changed) break;
      }
      if (!result) throw new Error('axe did not run');
      const undecided = undecidedColour
        ? result.incomplete
            .filter((r) => r.id === 'color-contrast')
            .map((r) => ({ ...r, id: 'color-contrast (undecided)' }))
        : [];
      return [...result.violations, ...undecided];
    },
    {
      rules: options.rules,
      include: options.include,
      exclude: options.exclude ?? [],
      undecidedColour: options.undecidedColour ?? false,
    },
  );
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.help}) at ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
}

export async function expectNoAxeViolations(page: Page, where: string, options: AxeOptions = {}): Promise<void> {
  expect(await axeViolations(page, options), `axe on ${where}`).toEqual([]);
}
