import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's ThemeProvider, not @mui/material's: for a theme without CSS variables (ours) MUI's renders this
// one anyway, but importing it also brings MUI's CSS-variables provider (colour schemes, a stored mode, their
// start-up script), 9 KB of the first chunk that the shop never runs.
import ThemeProvider from '@mui/system/ThemeProvider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NotifierProvider } from '../components/Notifier.tsx';
import { ProductCardCorner } from '../components/productCardCorner.ts';
import { AuthProvider } from '../features/auth/index.ts';
import { WishlistButton } from '../features/wishlist/index.ts';
import { ApiError } from '../lib/api.ts';
import { makeTheme } from './theme.ts';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors (404, 401, 409) will not change by asking again; network and 5xx get two more tries.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's providers; a product card's corner shows the wishlist heart. `client` lets the startup code fill the
 * cache before the first render (startupPrefetch.ts).
 */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? makeQueryClient());
  const [theme] = useState(makeTheme);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotifierProvider>
          <AuthProvider>
            <ProductCardCorner value={WishlistButton}>{children}</ProductCardCorner>
          </AuthProvider>
        </NotifierProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
