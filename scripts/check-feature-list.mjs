// biome.json's noRestrictedImports stops one feature folder of the web app from importing another
// (docs/architecture.md#web-app-folders), by naming every feature folder. This makes sure the list
// stays whole: each folder of apps/web/src (but the shared ui/, lib/, api/ and the app/ shell) and
// each screen folder of apps/web/src/admin/ must be named in every group of that rule. admin/ holds
// screen folders only: a loose file there would be shared by screens behind the rule's back.
import { readdirSync, readFileSync } from 'node:fs';

const src = new URL('../apps/web/src/', import.meta.url);
const dirs = (url) =>
  readdirSync(url, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(new URL(`${entry.name}/`, url)).length > 0)
    .map((entry) => entry.name);
const shared = new Set(['ui', 'lib', 'api', 'app']);
const features = [...dirs(src).filter((name) => !shared.has(name)), ...dirs(new URL('admin/', src))];

const config = JSON.parse(readFileSync(new URL('../biome.json', import.meta.url), 'utf8'));
const groups = (config.overrides ?? []).flatMap(
  (override) => override.linter?.rules?.style?.noRestrictedImports?.options?.patterns?.map((p) => p.group) ?? [],
);
const missing =
  groups.length === 0 ? features : features.filter((name) => groups.some((g) => !g.includes(`**/${name}/**`)));
const loose = readdirSync(new URL('admin/', src), { withFileTypes: true }).filter((entry) => !entry.isDirectory());
if (loose.length > 0) {
  console.error(
    `apps/web/src/admin/ holds screen folders only: move ${loose.map((e) => e.name).join(', ')} to ui/, lib/ or api/`,
  );
  process.exit(1);
}
if (missing.length > 0) {
  console.error(
    `biome.json: add ${missing.map((name) => `"**/${name}/**"`).join(', ')} to each noRestrictedImports group`,
  );
  process.exit(1);
}
