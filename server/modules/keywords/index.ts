/**
 * The keywords module's face: what other modules, the pages, SEO and the composition root use.
 */
export { createBlacklistKeywordsAdminRouter } from './blacklist-keywords.admin';
export {
  addLearntKeywords,
  countAllKeywords,
  createKeywordService,
  listKeywordEntries,
} from './keyword-service';
export { findKeywordMatch, type KeywordMatch } from './keyword-matcher';
