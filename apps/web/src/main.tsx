import './app/theme-boot.ts';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { isApiError } from './api/client.ts';
import { meQueryKey } from './api/me.ts';
import { router } from './app/router.tsx';
import { useDarkClass } from './lib/use-dark-class.ts';
import './index.css';

const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  queryCache: new QueryCache({
    // A session that ends mid-use (expired, or signed out elsewhere): asking /api/me again makes the
    // admin guard send the user to sign-in, with this page as the way back.
    onError: (error, query) => {
      if (isApiError(error) && error.status === 401 && query.queryKey[0] !== meQueryKey[0]) {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
    },
  }),
});

function Toasts() {
  // Toasts last 3000 ms (docs/product.md#business-constants). Bottom right keeps them off the top bar's Logout.
  return <Toaster duration={3000} richColors position="bottom-right" theme={useDarkClass() ? 'dark' : 'light'} />;
}

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
