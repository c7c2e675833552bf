import { afterEach, expect, test } from 'vitest';

import { createLogger } from '../../platform/logger';
import {
  createContentFixture,
  postFile,
  type ContentFixture,
} from '../../test-support/content-fixture';
import { describeEachDriver } from '../../test-support/test-database';
import { testEnv } from '../../test-support/test-env';
import { createDatabaseContentStore } from './content-snapshot-service';
import { followContentFolder } from './follow-content-folder';
import { importContentFiles } from './content-import-service';

const COMPANY = { company: 'Somnia', companySlug: 'somnia' };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// `npm run dev:ssr`: a file saved under content/ is on the site without a restart.
describeEachDriver('following the content folder in development', ({ getApp }) => {
  let fixture: ContentFixture | undefined;
  let stop: (() => void) | undefined;
  afterEach(async () => {
    stop?.();
    await fixture?.remove();
  });

  test('a saved file is imported again within a moment', async () => {
    fixture = await createContentFixture({ 'blog/dev-post.md': postFile({ title: 'Before' }) });
    const options = { dir: fixture.dir, ...COMPANY };
    await importContentFiles(getApp().db, options);
    stop = followContentFolder(getApp().db, options, createLogger(testEnv()));
    const store = createDatabaseContentStore(getApp().db);

    await fixture.write('blog/dev-post.md', postFile({ title: 'After' }));
    let title: unknown = 'Before';
    for (let tries = 0; tries < 50 && title !== 'After'; tries += 1) {
      await delay(100);
      await store.refresh();
      title = (await store.getDocument('/blog/dev-post'))?.title;
    }

    expect(title).toBe('After');
  });
});
