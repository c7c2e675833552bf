import type { PageEnvelopeFetcher } from '../../../src/api/page-api';

/** Answers `GET /api/page/{path}`: the page's content and the live data it needs, as an envelope. */
export interface PageService {
  getPageEnvelope: PageEnvelopeFetcher;
}
