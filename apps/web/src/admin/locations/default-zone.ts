import { orgDefaults, timeZoneChoices } from '@recepta/domain';

/**
 * A new location's zone defaults to the browser's (docs/product.md#locations), when it is one of the zones offered
 * (docs/product.md#organisation-setup); otherwise to the zone the organisation already works in.
 */
export function defaultZone(orgZone: string | undefined): string {
  let browser: string | undefined;
  try {
    browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    browser = undefined;
  }
  const offered: readonly string[] = timeZoneChoices;
  if (browser && offered.includes(browser)) return browser;
  return orgZone ?? orgDefaults.tz;
}
