import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prefetchAgenda } from '../admin/agenda/data/prefetch-agenda.ts';
import { unreadCountQuery } from '../api/conversations.ts';
import { type Me, meQueryKey } from '../api/me.ts';

type ScreenModule = Promise<{ default: ComponentType }>;

interface Screen {
  /** The screen's own chunk (route-level code splitting: the main chunk holds only the shell). */
  load(): ScreenModule;
  /** Starts the screen's data, without waiting for it; the screen then finds it in the query cache. */
  prefetch?(queryClient: QueryClient): unknown;
}

/**
 * The admin screens by path (docs/product.md#screens-and-routes). The router loads each on
 * demand, and the sidebar loads a screen's code (and, for the agenda, its data) as soon as the
 * pointer or focus reaches its link (docs/architecture.md#loading-the-admin-panel).
 */
export const adminScreens: Record<string, Screen> = {
  '/admin/today': { load: () => import('../admin/today/today-page.tsx') },
  '/admin/bandeja': { load: () => import('../admin/inbox/inbox-page.tsx') },
  '/admin/agenda': {
    load: () => import('../admin/agenda/agenda-page.tsx'),
    prefetch: prefetchAgenda,
  },
  '/admin/reports': { load: () => import('../admin/reports/reports-page.tsx') },
  '/admin/plantillas': { load: () => import('../admin/templates/templates-page.tsx') },
  '/admin/campanas': { load: () => import('../admin/campaigns/campaigns-page.tsx') },
  '/admin/services': { load: () => import('../admin/services/services-page.tsx') },
  '/admin/customers': { load: () => import('../admin/customers/customers-page.tsx') },
  '/admin/customers/:id': { load: () => import('../admin/customers/patient-page.tsx') },
  '/admin/resources': { load: () => import('../admin/resources/resources-page.tsx') },
  '/admin/locations': { load: () => import('../admin/locations/locations-page.tsx') },
  '/admin/blocks': { load: () => import('../admin/blocks/blocks-page.tsx') },
  '/admin/config': { load: () => import('../admin/config/config-page.tsx') },
  '/admin/recepta': { load: () => import('../admin/org/org-page.tsx') },
  '/admin/actividad': { load: () => import('../admin/activity/activity-page.tsx') },
  '/admin/solicitudes': { load: () => import('../admin/requests/requests-page.tsx') },
};

/** Path without trailing slashes ('/admin/agenda/' is the agenda too). */
export function screenPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The router's `lazy` for a screen, in its per-property form: with it the router runs the
 * screen's loader while the code downloads, instead of after.
 */
export function lazyScreen(path: string) {
  return {
    Component: async () => {
      const screen = adminScreens[path];
      if (!screen) throw new Error(`no screen for ${path}`);
      return (await screen.load()).default;
    },
  };
}

/**
 * At start, before React or the router run: the data of the screen the page was opened on, so
 * that it travels beside the app's own code rather than after it.
 */
export function prefetchOnStart(pathname: string, queryClient: QueryClient): void {
  const path = screenPath(pathname);
  adminScreens[path]?.prefetch?.(queryClient);
  // The shell's own read (the inbox badge), when the page brought the session: it would otherwise
  // wait for the shell's code.
  const orgId = queryClient.getQueryData<Me>(meQueryKey)?.orgs[0]?.id;
  if (orgId && path.startsWith('/admin')) void queryClient.prefetchQuery(unreadCountQuery(orgId));
}

/** What the sidebar does on hover or focus: the screen's code, and its data when it says how. */
export function prefetchScreen(path: string, queryClient: QueryClient): void {
  const screen = adminScreens[path];
  if (!screen) return;
  // A failed prefetch is not the user's concern: the navigation asks again and shows its own error.
  screen.load().catch(() => undefined);
  screen.prefetch?.(queryClient);
}
