import { environmentManager, QueryClient } from '@tanstack/react-query';

/**
 * Page data stays fresh for the configured minutes (SPEC §7, default 15) and is refetched
 * after an error. The server makes one per request; the browser one per page load.
 */
export function createQueryClient(pageCacheMinutes: number): QueryClient {
  const staleTimeMs = pageCacheMinutes * 60_000;
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: staleTimeMs,
        // SPEC §7: in the browser a page left behind stays cached until it is stale (React Query
        // would drop it after 5 minutes); the server's per-request client schedules no removal.
        gcTime: environmentManager.isServer() ? Infinity : staleTimeMs,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}
