/**
 * The press screens' records (`/api/admin/press/*`, scope admin:press): what the editors send
 * and what the API answers. Times are ISO 8601 UTC strings.
 */

/** A press release's fields as the editor sends them. */
export interface PressReleaseInput {
  title: string;
  summary: string;
  /** Markdown, rendered as the public release page renders it. */
  body: string;
  location: string | null;
  /** The newsroom story (`/news/{slug}`) the release retells: it dates the release (decision 051). */
  storySlug: string | null;
  /** The date of a release that retells no story and has no embargo; null otherwise. */
  publishedAt: string | null;
  /** The embargo: not public before this time, then published by itself; null: public now. */
  publishAt: string | null;
}

export interface AdminPressRelease extends PressReleaseInput {
  id: number;
  /** The date the public pages show: the story's, the embargo's end or its own; null when its story is gone. */
  shownDate: string | null;
  /** True while an embargo keeps it from the public. */
  embargoed: boolean;
  publicPath: string;
  version: number;
  updatedAt: string;
}

export interface AdminPressReleaseRow {
  id: number;
  title: string;
  storySlug: string | null;
  shownDate: string | null;
  publishAt: string | null;
  embargoed: boolean;
  publicPath: string;
  updatedAt: string;
}

/** A coverage item (`press_news`) as the editor sends it. */
export interface PressNewsInput {
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  /** The outlet's name, when the item reports outside coverage. */
  source: string | null;
  sourceUrl: string | null;
  publishedAt: string;
}

export interface AdminPressNews extends PressNewsInput {
  id: number;
  publicPath: string;
  version: number;
  updatedAt: string;
}

export interface AdminPressNewsRow {
  id: number;
  title: string;
  source: string | null;
  publishedAt: string;
  publicPath: string;
}

/** A brand asset's text fields; the file and its preview come as uploads. */
export interface BrandAssetFields {
  title: string;
  description: string;
}

export interface AdminBrandAsset extends BrandAssetFields {
  id: number;
  /** Where the file is downloaded. */
  url: string;
  /** Read from the upload's content: PDF, PNG, JPEG, WebP, GIF, AVIF, SVG. */
  format: string;
  sizeBytes: number;
  previewSrc: string | null;
  /** 1 = first on /press/brand-assets. */
  position: number;
  version: number;
  updatedAt: string;
}

/** A preview link of an embargoed release: one per journalist, each opening logged. */
export interface AdminPreviewLink {
  id: number;
  recipientName: string;
  recipientEmail: string | null;
  createdBy: string;
  createdAt: string;
  revokedAt: string | null;
  openings: { openedAt: string; userAgent: string | null }[];
}

/** A link just made: its address, shown this once (only the token's hash is kept). */
export interface CreatedPreviewLink extends AdminPreviewLink {
  url: string;
}

/** `POST /api/admin/press/releases/:id/preview-links`. */
export interface PreviewLinkInput {
  recipientName: string;
  recipientEmail: string | null;
}

/** The 409 of a stale save: who changed which fields, and the record as it is now. */
export interface PressConflictData<R> {
  changedFields: string[];
  current: R;
}

/** A newsroom story a release may retell (`GET /api/admin/press/stories`), the newest first. */
export interface NewsStoryOption {
  slug: string;
  title: string;
  publishedAt: string;
}
