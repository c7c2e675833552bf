/**
 * The content-documents module's face (decision 061): pages, posts and the FAQ as database rows,
 * imported from content/, read by the site through an in-memory `ContentStore`.
 */
export { CONTENT_CHANGED_CHANNEL } from './content-channel';
export { createDatabaseContentStore, type DatabaseContentStore } from './content-snapshot-service';
export {
  importContentFiles,
  type ContentImportOptions,
  type ContentImportResult,
} from './content-import-service';
export { followContentFolder } from './follow-content-folder';
export { publicPathOf, slugOfPath, POST_FOLDERS } from './content-kinds';
export {
  createContentWrites,
  type ContentDocumentRow,
  type ContentWriteOptions,
  type ContentWrites,
} from './content-writes-service';
export { createPublishScheduledContentTask } from './publish-scheduled-content.task';
