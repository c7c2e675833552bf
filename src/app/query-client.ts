import { QueryClient } from '@tanstack/react-query';

/**
 * Page data stays fresh for the configured minutes (SPEC §7, default 15) and is refetched
 * after an error. The server makes one per request; the browser one per page load.
 */
export function createQueryClient(pageCacheMinutes: number): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: pageCacheMinutes * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}
