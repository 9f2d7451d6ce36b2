import { startTheme } from './theme.ts';

// Imported first by main.tsx, so <html> has its theme before React's first render. The CSP allows
// no inline script in index.html, which is where this would otherwise go.
startTheme();
