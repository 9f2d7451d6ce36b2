import './app/theme-boot.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { dropEarlyReads } from './api/early-reads.ts';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { prefetchOnStart } from './app/screens.ts';
import { useDarkClass } from './lib/use-dark-class.ts';
import './index.css';

function Toasts() {
  // Toasts last 3000 ms (docs/product.md#business-constants). Bottom right keeps them off the top bar's Logout.
  return <Toaster duration={3000} richColors position="bottom-right" theme={useDarkClass() ? 'dark' : 'light'} />;
}

// The opened screen's data starts now, beside its code (docs/architecture.md#loading-the-admin-panel).
prefetchOnStart(window.location.pathname, queryClient);
// Its reads took the shell's early reads they match (a task later, after the prefetch's microtasks).
setTimeout(dropEarlyReads, 0);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>
  </StrictMode>,
);
