import type { Kysely } from 'kysely';

import type { MarkdownPreview } from '../../../contract/admin-job-types';
import type { ContentStore } from '../../content/content-store';
import { renderMarkdown } from '../../content/markdown';
import type { Database } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import {
  addBrandAsset,
  getBrandAssetForEdit,
  listBrandAssetsForAdmin,
  moveBrandAsset,
  removeBrandAsset,
  saveBrandAsset,
} from './brand-asset-admin-service';
import {
  createNews,
  getNewsForEdit,
  listNewsForAdmin,
  removeNews,
  saveNews,
} from './press-news-admin-service';
import { createPreviewLink, listPreviewLinks, revokeLink } from './press-preview-service';
import {
  createRelease,
  getReleaseForEdit,
  getReleasePreview,
  listNewsStories,
  listReleasesForAdmin,
  removeRelease,
  saveRelease,
} from './press-release-admin-service';

/** Markdown as the release and coverage pages render it, sanitised the same way. */
function previewMarkdown(markdown: string): MarkdownPreview {
  return { html: renderMarkdown(markdown) };
}

/**
 * The press editors' services on one database and the content (the newsroom stories that date
 * the releases that retell them), for the admin's press section.
 */
export function createPressAdminService(db: Kysely<Database>, content: ContentStore) {
  const withContent =
    <Args extends unknown[], Result>(
      service: (db: Kysely<Database>, content: ContentStore, ...args: Args) => Result,
    ) =>
    (...args: Args) =>
      service(db, content, ...args);
  return {
    previewMarkdown,
    listStories: () => listNewsStories(content),
    listReleases: withContent(listReleasesForAdmin),
    getRelease: withContent(getReleaseForEdit),
    previewRelease: withContent(getReleasePreview),
    createRelease: withContent(createRelease),
    saveRelease: withContent(saveRelease),
    removeRelease: withDatabase(db, removeRelease),
    listPreviewLinks: withDatabase(db, listPreviewLinks),
    createPreviewLink: withDatabase(db, createPreviewLink),
    revokePreviewLink: withDatabase(db, revokeLink),
    listNews: withDatabase(db, listNewsForAdmin),
    getNews: withDatabase(db, getNewsForEdit),
    createNews: withDatabase(db, createNews),
    saveNews: withDatabase(db, saveNews),
    removeNews: withDatabase(db, removeNews),
    listAssets: withDatabase(db, listBrandAssetsForAdmin),
    getAsset: withDatabase(db, getBrandAssetForEdit),
    addAsset: withDatabase(db, addBrandAsset),
    saveAsset: withDatabase(db, saveBrandAsset),
    moveAsset: withDatabase(db, moveBrandAsset),
    removeAsset: withDatabase(db, removeBrandAsset),
  };
}

export type PressAdminService = ReturnType<typeof createPressAdminService>;
