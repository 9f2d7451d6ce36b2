import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useInboxStream } from '../../api/conversation-stream.ts';
import { useUnreadCount } from '../../api/conversations.ts';
import type { Me } from '../../api/me.ts';
import { useOrg } from '../../api/orgs.ts';
import { useCan } from '../../api/permissions.ts';
import { useCurrentOrgOrNull } from '../../api/use-current-org.ts';
import { ThemeSync } from '../../app/theme-sync.tsx';
import { readStorage, writeStorage } from '../../lib/local-storage.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { Logo } from '../../ui/logo.tsx';
import { navItems } from './nav-items.ts';
import { RequireOrg } from './require-org.tsx';
import { RequireSession } from './require-session.tsx';
import { SkipLinks } from './skip-links.tsx';
import { UserMenu } from './user-menu.tsx';

const SIDEBAR_KEY = 'sidebarOpen';

/** Starts a screen's code and data before the user clicks its link (app/screens.ts prefetchScreen). */
type PrefetchScreen = (path: string, queryClient: QueryClient) => void;

/** The /admin route: nothing of the panel renders before the session (and its organisation) is settled. */
export default function AdminShell({ prefetchScreen }: { prefetchScreen: PrefetchScreen }) {
  return (
    <RequireSession>
      {(me) => (
        <RequireOrg me={me}>
          <ShellLayout me={me} prefetchScreen={prefetchScreen} />
        </RequireOrg>
      )}
    </RequireSession>
  );
}

function ShellLayout({ me, prefetchScreen }: { me: Me; prefetchScreen: PrefetchScreen }) {
  // Open/closed is remembered under sidebarOpen, open by default (docs/product.md#local-storage).
  const [open, setOpen] = useState(() => readStorage(SIDEBAR_KEY) !== 'false');
  const overlay = !useMediaQuery('(min-width: 1024px)');
  const location = useLocation();
  // The setup screen renders in the shell before an organisation exists.
  const org = useCurrentOrgOrNull();
  const queryClient = useQueryClient();
  const can = useCan();

  // A first visit (nothing remembered) on a narrow screen starts closed: the menu would lie over the
  // page the user came to see. Read after mount, as the server draws the shell open.
  const firstVisit = useRef(readStorage(SIDEBAR_KEY) === null);
  useEffect(() => {
    if (firstVisit.current && !window.matchMedia('(min-width: 1024px)').matches) setOpen(false);
    firstVisit.current = false;
  }, []);
  useEffect(() => writeStorage(SIDEBAR_KEY, String(open)), [open]);

  // Below 1024 px the sidebar lies over the page and closes after every navigation; from 1024 px it
  // is docked beside the page and stays as the user left it (docs/product.md#admin-shell).
  const lastPath = useRef(location.pathname);
  useEffect(() => {
    if (lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    if (overlay) setOpen(false);
  }, [location.pathname, overlay]);

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <ThemeSync />
      {!(open && overlay) && <SkipLinks />}
      {org && <InboxLive orgId={org.id} />}
      {open && overlay && (
        <button
          type="button"
          aria-label="Cerrar menú"
          className="fixed inset-0 z-30 bg-slate-900/50"
          onClick={() => setOpen(false)}
        />
      )}
      {/* Closed, the sidebar is only slid off screen: inert keeps its links out of Tab order and of
          screen readers. Open over the page (narrow screens), it is the page behind that is inert. */}
      <aside
        aria-label="Menú principal"
        inert={!open}
        className={`fixed inset-y-0 left-0 z-40 flex w-[280px] flex-col border-r border-slate-200 bg-white transition-transform duration-200 dark:border-slate-800 dark:bg-slate-900 ${open ? 'translate-x-0' : '-translate-x-full'}`}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-100 px-5 dark:border-slate-800">
          <Logo className="text-lg" markClassName="size-7" />
          <button
            type="button"
            aria-label="Cerrar menú"
            className="rounded-md p-2 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
            onClick={() => setOpen(false)}
          >
            <X className="size-5" />
          </button>
        </div>
        <nav className="flex-1 overflow-y-auto px-3 py-3">
          <ul className="space-y-1">
            {navItems
              .filter((item) => can(item.action))
              .map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    // A screen's code (and the agenda's data) starts loading before the click
                    // (docs/architecture.md#loading-the-admin-panel).
                    onPointerEnter={() => org && prefetchScreen(to, queryClient)}
                    onFocus={() => org && prefetchScreen(to, queryClient)}
                    className={({ isActive }) =>
                      `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                        isActive
                          ? 'bg-brand-50 text-brand-800 dark:bg-brand-800/30 dark:text-brand-100'
                          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                      }`
                    }
                  >
                    <Icon className="size-4" aria-hidden />
                    {label}
                    {to === '/admin/bandeja' && org && <UnreadBadge orgId={org.id} />}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        {org && <DemoMark orgId={org.id} />}
      </aside>
      <div
        inert={open && overlay}
        className={`transition-[padding] duration-200 ${open && !overlay ? 'lg:pl-[280px]' : ''}`}
      >
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/90">
          <button
            type="button"
            aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={open}
            className="-ml-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            onClick={() => setOpen((o) => !o)}
          >
            <Menu className="size-5" />
          </button>
          <span className="text-base font-semibold">Panel</span>
          <div className="ml-auto min-w-0">
            <UserMenu me={me} />
          </div>
        </header>
        <main id="contenido" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** One live inbox stream for the whole panel: the Bandeja badge and the inbox both follow it. */
function InboxLive({ orgId }: { orgId: string }) {
  useInboxStream(orgId);
  return null;
}

/** Conversations with unread messages, beside "Bandeja". */
function UnreadBadge({ orgId }: { orgId: string }) {
  const unread = useUnreadCount(orgId).data ?? 0;
  if (unread === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-[#1a7f4b] px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
      {unread}
      <span className="sr-only"> conversaciones sin leer</span>
    </span>
  );
}

/** "v0.1 · Demo" in the demo clinic only: a real clinic's panel is not a demo (docs/product.md#admin-shell). */
function DemoMark({ orgId }: { orgId: string }) {
  if (!useOrg(orgId).data?.demo) return null;
  return (
    <p className="border-t border-slate-100 px-5 py-4 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
      v0.1 · Demo
    </p>
  );
}
