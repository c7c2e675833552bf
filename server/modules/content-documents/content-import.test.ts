import { rm } from 'node:fs/promises';
import path from 'node:path';

import { afterEach, describe, expect, test } from 'vitest';

import { createContentStore } from '../../content/content-store';
import { ROOT_DIR } from '../../platform/root-dir';
import {
  createContentFixture,
  postFile,
  type ContentFixture,
} from '../../test-support/content-fixture';
import { describeEachDriver } from '../../test-support/test-database';
import { createDatabaseContentStore } from './content-snapshot-service';
import { importContentFiles } from './content-import-service';

const CONTENT_DIR = path.join(ROOT_DIR, 'content');
const COMPANY = { company: 'Somnia', companySlug: 'somnia' };
/** The owner's content: every page, post and the FAQ (exchange-rates.json stays a file). */
const OWNERS_CONTENT = /^\/(pages|blog|news)\/|^\/hiring-faq$/;

describeEachDriver('importing content/ into the database', ({ getApp }) => {
  let fixture: ContentFixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  test('into an empty database, every page, post and FAQ entry equals its file', async () => {
    const files = createContentStore({ dir: CONTENT_DIR, ...COMPANY });
    const fromFiles = (await files.getDocuments()).filter((doc) => OWNERS_CONTENT.test(doc._path));

    // The test databases hold content/ already, as a started app's does: emptied first.
    await getApp().db.deleteFrom('content_document').execute();
    expect(await createDatabaseContentStore(getApp().db).getDocuments()).toEqual([]);
    const result = await importContentFiles(getApp().db, { dir: CONTENT_DIR, ...COMPANY });
    const fromDatabase = await createDatabaseContentStore(getApp().db).getDocuments();

    expect(result.inserted).toBe(fromFiles.length);
    expect(fromDatabase.map((doc) => doc._path)).toEqual(fromFiles.map((doc) => doc._path));
    expect(fromDatabase).toEqual(fromFiles);
    expect(fromFiles.filter((doc) => doc._dir === '/blog').length).toBeGreaterThan(0);
    expect(fromFiles.filter((doc) => doc._dir === '/news').length).toBeGreaterThan(0);
    expect(fromFiles.filter((doc) => doc._dir === '/pages').length).toBeGreaterThan(0);
    expect(await createDatabaseContentStore(getApp().db).getDocument('/hiring-faq')).toEqual(
      await files.getDocument('/hiring-faq'),
    );
    expect(await createDatabaseContentStore(getApp().db).getDocument('/exchange-rates')).toBeNull();
  });

  test('importing the same files again changes nothing', async () => {
    await importContentFiles(getApp().db, { dir: CONTENT_DIR, ...COMPANY });

    const again = await importContentFiles(getApp().db, { dir: CONTENT_DIR, ...COMPANY });

    expect(again).toEqual({ inserted: 0, updated: 0, unpublished: 0, keptOwnersVersion: [] });
  });

  describe('a deploy meeting the documents', () => {
    const slug = () => `import-${Math.random().toString(36).slice(2, 10)}`;

    test('a changed file updates a document nobody edited in the admin', async () => {
      const name = slug();
      fixture = await createContentFixture({ [`blog/${name}.md`]: postFile({ title: 'First' }) });
      await importContentFiles(getApp().db, { dir: fixture.dir, ...COMPANY });

      await fixture.write(`blog/${name}.md`, postFile({ title: 'Second' }));
      const result = await importContentFiles(getApp().db, { dir: fixture.dir, ...COMPANY });

      const doc = await createDatabaseContentStore(getApp().db).getDocument(`/blog/${name}`);
      expect(doc?.title).toBe('Second');
      expect(result.updated).toBe(1);
    });

    test('a changed file never overwrites an owner’s edit; the activity log says so', async () => {
      const name = slug();
      fixture = await createContentFixture({ [`blog/${name}.md`]: postFile({ title: 'First' }) });
      await importContentFiles(getApp().db, { dir: fixture.dir, ...COMPANY });
      await getApp()
        .db.updateTable('content_document')
        .set({ origin: 'admin', published: JSON.stringify({ slug: name, title: 'Owner’s' }) })
        .where('path', '=', `/blog/${name}`)
        .execute();

      await fixture.write(`blog/${name}.md`, postFile({ title: 'Developer’s' }));
      const result = await importContentFiles(getApp().db, { dir: fixture.dir, ...COMPANY });
      const twice = await importContentFiles(getApp().db, { dir: fixture.dir, ...COMPANY });

      const doc = await createDatabaseContentStore(getApp().db).getDocument(`/blog/${name}`);
      expect(doc?.title).toBe('Owner’s');
      expect(result.keptOwnersVersion).toEqual([`/blog/${name}`]);
      expect(twice.keptOwnersVersion).toEqual([]);
      const { id } = await getApp()
        .db.selectFrom('content_document')
        .select('id')
        .where('path', '=', `/blog/${name}`)
        .executeTakeFirstOrThrow();
      const logged = await getApp()
        .db.selectFrom('activity_log')
        .select(['actor', 'action'])
        .where('entity', '=', 'content')
        .where('entity_id', '=', String(id))
        .execute();
      expect(logged).toEqual([{ actor: 'Content files', action: 'content.file_changed' }]);
    });

    test('a removed file unpublishes its document; brought back, it is published again', async () => {
      const name = slug();
      fixture = await createContentFixture({ [`news/${name}.md`]: postFile() });
      await importContentFiles(getApp().db, { dir: fixture.dir, ...COMPANY });
      const store = createDatabaseContentStore(getApp().db);

      await rm(path.join(fixture.dir, `news/${name}.md`));
      const removed = await importContentFiles(getApp().db, { dir: fixture.dir, ...COMPANY });
      await store.refresh();
      const whileRemoved = await store.getDocument(`/news/${name}`);
      await fixture.write(`news/${name}.md`, postFile());
      await importContentFiles(getApp().db, { dir: fixture.dir, ...COMPANY });
      await store.refresh();

      expect(removed.unpublished).toBe(1);
      expect(whileRemoved).toBeNull();
      expect(await store.getDocument(`/news/${name}`)).not.toBeNull();
    });
  });
});
