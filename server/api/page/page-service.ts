import type { PageEnvelopeFetcher } from '../../../src/api/page-api';
import type { PageContent } from '../../../src/api/page-types';
import { failEnvelope, HttpError, okEnvelope } from '../../http/envelope';

/** Answers `GET /api/page/{path}`: the page's content and the live data it needs, as an envelope. */
export interface PageService {
  getPageEnvelope: PageEnvelopeFetcher;
}

interface PageServiceDeps {
  composePage: (path: string, search: string) => Promise<PageContent>;
  /** True when an error means the database cannot be reached (answered 503, not 500). */
  isDatabaseUnavailable: (error: unknown) => boolean;
}

/** Expected failures become envelopes with their status; anything else is a real 500 and is thrown. */
export function createPageService({
  composePage,
  isDatabaseUnavailable,
}: PageServiceDeps): PageService {
  return {
    async getPageEnvelope(path, search) {
      try {
        return okEnvelope(await composePage(path, search));
      } catch (error) {
        if (error instanceof HttpError)
          return failEnvelope(error.status, error.message, error.data);
        if (isDatabaseUnavailable(error)) return failEnvelope(503);
        throw error;
      }
    },
  };
}
