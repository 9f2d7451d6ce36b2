/**
 * Bundles the page scripts (apps/web/src/app/page-scripts/: typed modules that import the app's
 * and the domain's own rules) into the inline scripts the server writes into a panel page, and
 * writes them as constants into apps/server/src/http/page-scripts.generated.ts, where the
 * Content-Security-Policy takes their hashes (docs/architecture.md#loading-the-admin-panel). Run
 * by the web build; page-scripts.test.ts beside this fails when the written file is not what the
 * sources bundle into. `node --import tsx apps/web/scripts/page-scripts.ts` writes it by hand.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const sources = join(root, 'apps/web/src/app/page-scripts');
export const GENERATED = join(root, 'apps/server/src/http/page-scripts.generated.ts');

/** Each constant and the module it is bundled from. */
const SCRIPTS = {
  EARLY_READS_SCRIPT: 'early-reads.ts',
  THEME_BOOT_SCRIPT: 'theme-boot.ts',
  APP_START_SCRIPT: 'app-start.ts',
} as const;

export type PageScripts = Record<keyof typeof SCRIPTS, string>;

/** The scripts as the page carries them: each one self-contained, minified, run at once. */
export async function bundlePageScripts(): Promise<PageScripts> {
  const bundled = await Promise.all(
    Object.entries(SCRIPTS).map(async ([name, file]) => {
      const result = await build({
        entryPoints: [join(sources, file)],
        bundle: true,
        write: false,
        format: 'iife',
        platform: 'browser',
        target: 'es2020',
        minify: true,
        legalComments: 'none',
        charset: 'utf8',
      });
      return [name, (result.outputFiles[0]?.text ?? '').trim()] as const;
    }),
  );
  return Object.fromEntries(bundled) as PageScripts;
}

async function main(): Promise<void> {
  const scripts = await bundlePageScripts();
  const body = Object.entries(scripts)
    .map(([name, code]) => `export const ${name} = ${JSON.stringify(code)};\n`)
    .join('\n');
  writeFileSync(
    GENERATED,
    '// Written by apps/web/scripts/page-scripts.ts from apps/web/src/app/page-scripts/ (npm run build): do not edit.\n' +
      '// apps/web/scripts/page-scripts.test.ts fails when this is not what those sources bundle into.\n' +
      '// biome-ignore-all lint/suspicious/noTemplateCurlyInString: bundled code, whose own template literals are quoted here.\n\n' +
      body,
  );
  // In the repository's own style, so that `npm run lint` passes on it as written.
  const biome = spawnSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', GENERATED], {
    stdio: 'inherit',
  });
  if (biome.status !== 0) throw new Error('biome could not format the page scripts');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
