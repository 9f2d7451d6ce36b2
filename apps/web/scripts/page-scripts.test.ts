import { describe, expect, it } from 'vitest';
import * as generated from '../../server/src/http/page-scripts.generated.ts';
import { bundlePageScripts } from './page-scripts.ts';

describe('the page scripts the server carries', () => {
  it('are what apps/web/src/app/page-scripts bundles into (run the web build, or page-scripts.ts, to write them)', async () => {
    expect({ ...generated }).toEqual(await bundlePageScripts());
  });
});
