import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createContentStore, type ContentStore } from '../content/content-store';

export interface ContentFixture {
  dir: string;
  store: ContentStore;
  /** Writes (or overwrites) one file under the fixture folder. */
  write(file: string, text: string): Promise<void>;
  remove(): Promise<void>;
}

/** For tests: a content folder in the temp directory holding `files`, and a store over it. */
export async function createContentFixture(
  files: Record<string, string>,
  options: { watch?: boolean } = {},
): Promise<ContentFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-'));
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  };
  for (const [file, text] of Object.entries(files)) await write(file, text);
  const store = createContentStore({
    dir,
    company: 'Somnia',
    companySlug: 'somnia',
    watch: options.watch ?? false,
  });
  return {
    dir,
    store,
    write,
    remove: async () => {
      store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A Markdown post with front matter; `fields` override the defaults. */
export function postFile(fields: Record<string, unknown> = {}, body = 'Body text.'): string {
  const frontMatter = {
    title: 'A post',
    summary: 'What it is about.',
    author: 'Ada',
    publishedAt: '2026-01-01T08:00:00Z',
    updatedAt: '2026-01-01T08:00:00Z',
    tags: ['general'],
    ...fields,
  };
  const yaml = Object.entries(frontMatter)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}\n`;
}
