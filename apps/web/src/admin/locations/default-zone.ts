import { orgDefaults } from '@recepta/domain';
import { browserZone } from '../../lib/browser-zone.ts';

/**
 * A new location's zone defaults to the browser's (docs/product.md#locations), when it is one of the zones offered
 * (docs/product.md#organisation-setup); otherwise to the zone the organisation already works in.
 */
export function defaultZone(orgZone: string | undefined): string {
  return browserZone() ?? orgZone ?? orgDefaults.tz;
}
