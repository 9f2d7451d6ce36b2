import { useEffect } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';

/**
 * The landing is not part of this app: the server answers `/` with a page prerendered at build
 * (scripts/prerender.ts) that runs no JavaScript. Reaching `/` or an unknown path inside the app
 * therefore leaves it with a full page load, and none of the landing's code is in this bundle.
 */
function GoToLanding() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return null;
}

// Routes of docs/product.md#screens-and-routes. Every screen loads on demand, so the main chunk holds only the shell.
export const router = createBrowserRouter([
  { path: '/', element: <GoToLanding /> },
  { path: '/login', lazy: () => import('../auth/login-page.tsx').then((m) => ({ Component: m.default })) },
  { path: '/register', lazy: () => import('../auth/register-page.tsx').then((m) => ({ Component: m.default })) },
  {
    path: '/forgot-password',
    lazy: () => import('../auth/forgot-password-page.tsx').then((m) => ({ Component: m.default })),
  },
  {
    path: '/reset-password',
    lazy: () => import('../auth/reset-password-page.tsx').then((m) => ({ Component: m.default })),
  },
  // The public demo chat (docs/product.md#demo-chat): no account; the landing's "Ver demo" leads here.
  { path: '/demo', lazy: () => import('../demo/demo-page.tsx').then((m) => ({ Component: m.default })) },
  {
    path: '/admin',
    lazy: () => import('../admin/shell/admin-shell.tsx').then((m) => ({ Component: m.default })),
    children: [
      { index: true, element: <Navigate to="today" replace /> },
      { path: 'today', lazy: () => import('../admin/today/today-page.tsx').then((m) => ({ Component: m.default })) },
      { path: 'bandeja', lazy: () => import('../admin/inbox/inbox-page.tsx').then((m) => ({ Component: m.default })) },
      { path: 'agenda', lazy: () => import('../admin/agenda/agenda-page.tsx').then((m) => ({ Component: m.default })) },
      {
        path: 'reports',
        lazy: () => import('../admin/reports/reports-page.tsx').then((m) => ({ Component: m.default })),
      },
      {
        path: 'plantillas',
        lazy: () => import('../admin/templates/templates-page.tsx').then((m) => ({ Component: m.default })),
      },
      {
        path: 'campanas',
        lazy: () => import('../admin/campaigns/campaigns-page.tsx').then((m) => ({ Component: m.default })),
      },
      {
        path: 'services',
        lazy: () => import('../admin/services/services-page.tsx').then((m) => ({ Component: m.default })),
      },
      {
        path: 'customers',
        lazy: () => import('../admin/customers/customers-page.tsx').then((m) => ({ Component: m.default })),
      },
      {
        path: 'customers/:id',
        lazy: () => import('../admin/customers/patient-page.tsx').then((m) => ({ Component: m.default })),
      },
      {
        path: 'resources',
        lazy: () => import('../admin/resources/resources-page.tsx').then((m) => ({ Component: m.default })),
      },
      {
        path: 'locations',
        lazy: () => import('../admin/locations/locations-page.tsx').then((m) => ({ Component: m.default })),
      },
      { path: 'blocks', lazy: () => import('../admin/blocks/blocks-page.tsx').then((m) => ({ Component: m.default })) },
      { path: 'config', lazy: () => import('../admin/config/config-page.tsx').then((m) => ({ Component: m.default })) },
      { path: 'recepta', lazy: () => import('../admin/org/org-page.tsx').then((m) => ({ Component: m.default })) },
    ],
  },
  // Any unknown path goes to the landing page (docs/product.md#screens-and-routes).
  { path: '*', element: <GoToLanding /> },
]);
