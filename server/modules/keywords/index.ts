/**
 * The keywords module's face: what other modules, the pages, SEO and the composition root use.
 */
export { createBlacklistKeywordsAdminRouter } from './blacklist-keywords.admin';
export {
  countAllKeywords,
  createKeywordService,
  findBlacklistedKeywordIn,
} from './keyword-service';
