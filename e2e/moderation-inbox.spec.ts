/**
 * The moderator e-mail's one-click Approve (decision 066) against an app of its own, in this
 * process: a reader's comment is held, the daily digest task runs ("run now" of the runner), the
 * message waits in the outbox (no SMTP server), and its Approve link works once.
 */
import { seriousViolations } from './support/axe';
import { startInProcessApp, type InProcessApp } from './support/in-process-app';
import { expect, test } from './support/test';

const MODERATOR = 'moderator@somnia.example';
const DIGEST_TASK = 'comments.mail-digest';
const POST_SLUG = 'accessibility-audit';

let app: InProcessApp;

test.beforeAll(async () => {
  app = await startInProcessApp('moderation-inbox', { ADMIN_EMAIL: MODERATOR });
});

test.afterAll(() => app.close());

/** The text part of the newest message to the moderator that quotes `text`, once it is there. */
async function mailQuoting(text: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const messages = await app.services.database.db
          .selectFrom('outbox')
          .select('text_body')
          .where('to_address', '=', MODERATOR)
          .orderBy('id', 'desc')
          .execute();
        found = messages.find((message) => message.text_body.includes(text))?.text_body ?? '';
        return found;
      },
      { timeout: 15_000 },
    )
    .toContain(text);
  return found;
}

test("the digest's Approve link approves the held comment once, then says it was used", async ({
  page,
  request,
}) => {
  const body = `Held for the digest (${Date.now().toString(36)})`;
  const posted = await request.post(`${app.origin}/api/blog/${POST_SLUG}/comments`, {
    data: { name: 'Ines Reader', body },
  });
  expect(posted.status()).toBe(201);

  await app.services.tasks.requestRun(DIGEST_TASK);
  const text = await mailQuoting(body);
  const card = text.split('\n\n').find((block) => block.includes(body)) ?? '';
  const approve = /^Approve: (\S+)$/m.exec(card)?.[1];
  expect(approve).toMatch(/\/moderation\/comment\?token=[\w-]{43}$/);

  // One click: the page the link opens presses its button itself (a GET changes nothing, and
  // mail scanners run no script); without script the moderator presses it.
  await page.goto(approve ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Comment approved' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const shown = await request.get(`${app.origin}/api/blog/${POST_SLUG}/comments`);
  expect(JSON.stringify(await shown.json())).toContain(body);

  // The link works once.
  await page.goto(approve ?? '');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link was used already' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve the comment' })).toHaveCount(0);
});
