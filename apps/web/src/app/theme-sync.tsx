import { useEffect } from 'react';
import { useConfig } from '../api/config.ts';
import { useCurrentOrgOrNull } from '../api/use-current-org.ts';
import { setSavedThemeMode } from './theme.ts';

/**
 * Rendered once inside the admin shell: loads the organisation's themeMode from GET /api/config when
 * the panel starts (docs/product.md#configuration) and applies it, replacing whatever this browser had cached. Until
 * the user has an organisation (the setup screen) there is no config: the cached mode stays.
 */
export function ThemeSync() {
  const org = useCurrentOrgOrNull();
  return org ? <OrgTheme orgId={org.id} /> : null;
}

function OrgTheme({ orgId }: { orgId: string }) {
  const mode = useConfig(orgId).data?.themeMode;
  useEffect(() => {
    if (mode) setSavedThemeMode(mode);
  }, [mode]);
  return null;
}
