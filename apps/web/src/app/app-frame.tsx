import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { Toaster } from 'sonner';
import { useDarkClass } from '../lib/use-dark-class.ts';

function Toasts() {
  // Toasts last 3000 ms (docs/product.md#business-constants). Bottom right keeps them off the top bar's Logout.
  return <Toaster duration={3000} richColors position="bottom-right" theme={useDarkClass() ? 'dark' : 'light'} />;
}

/** What wraps the router, in the browser and in the server's drawing alike (their trees must match). */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </StrictMode>
  );
}
