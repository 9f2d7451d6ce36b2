import { useEffect } from 'react';
import { previewThemeMode, type ThemeMode } from '../../app/theme.ts';

/**
 * The theme chosen on the configuration screen shows at once (docs/product.md#configuration), and leaving the screen
 * without saving returns to the saved one (the preview is dropped; a save has made it the saved one).
 */
export function useThemePreview(mode: ThemeMode): void {
  useEffect(() => previewThemeMode(mode), [mode]);
  useEffect(() => () => previewThemeMode(null), []);
}
