/**
 * The search-notify module's face: what other modules, the pages, SEO and the composition root use.
 */
export { searchEnginesFromEnv } from './engines-from-env';
export { indexNowKeyPath } from './search-engines';
export { createSearchNotifyTasks } from './search-notify.tasks';
export { queueContentNews } from './search-notify-service';
