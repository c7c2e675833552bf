import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';

import { uniqueSlug } from '../../test-support/fixtures';
import { receivedBy, startSmtpServer, type TestSmtpServer } from '../../test-support/smtp-server';
import { describeEachDriver } from '../../test-support/test-database';
import { createMailDeliveryTask, createSmtpTransport } from './mail-delivery';
import { enqueueMail, type MailMessage } from './outbox';

const FROM = 'Somnia Careers <careers@somnia.example>';

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: `${uniqueSlug('reader')}@example.com`,
  subject: 'New jobs in Engineering',
  content: {
    brand: 'Somnia',
    preheader: 'Three new jobs match your alert',
    heading: 'New jobs for you',
    paragraphs: ['Three jobs <matching> your alert opened this week.'],
    action: {
      label: 'See the jobs',
      url: 'https://careers.somnia.example/job?department=Engineering',
    },
  },
  ...overrides,
});

/** A header as it was sent, name and value. */
const headerLine = (mail: ParsedMail | undefined, key: string) =>
  mail?.headerLines.find((line) => line.key === key)?.line;

describeEachDriver('mail through the outbox', ({ getApp }) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  beforeEach(() => smtp.refuseNext(0));

  const deliver = (options: { smtp: boolean; now?: Date; maxAttempts?: number }) => {
    const task = createMailDeliveryTask({
      transport: options.smtp ? createSmtpTransport(smtp.url) : undefined,
      from: FROM,
      maxAttempts: options.maxAttempts ?? 5,
    });
    const now = options.now ?? new Date();
    return task.run({ db: getApp().db, now, dueAt: now, attempt: 1 });
  };
  const outboxRow = (id: number) =>
    getApp().db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  test('a message written in a committed transaction arrives with both parts and its headers', async () => {
    const mail = message({
      unsubscribeUrl: 'https://careers.somnia.example/alerts/unsubscribe/abc',
    });
    const id = await getApp()
      .db.transaction()
      .execute((trx) => enqueueMail(trx, mail));

    await deliver({ smtp: true });

    const [arrived] = receivedBy(smtp.received, mail.to);
    expect(arrived?.subject).toBe(mail.subject);
    expect(arrived?.from?.value).toEqual([
      { name: 'Somnia Careers', address: 'careers@somnia.example' },
    ]);
    expect(arrived?.text).toContain('Three jobs <matching> your alert opened this week.');
    expect(arrived?.text).toContain(
      'See the jobs: https://careers.somnia.example/job?department=Engineering',
    );
    expect(arrived?.html).toContain('Three jobs &lt;matching&gt; your alert');
    expect(arrived?.html).toContain('Three new jobs match your alert');
    expect(headerLine(arrived, 'list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <https:\/\/careers\.somnia\.example\/alerts\/unsubscribe\/abc>/,
    );
    expect(headerLine(arrived, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  test('a message that is no subscription carries no List-Unsubscribe', async () => {
    const mail = message();
    await enqueueMail(getApp().db, mail);
    await deliver({ smtp: true });
    const [arrived] = receivedBy(smtp.received, mail.to);
    expect(arrived && headerLine(arrived, 'list-unsubscribe')).toBeUndefined();
    expect(arrived?.html).not.toContain('Unsubscribe');
  });

  test('a message written in a transaction that rolled back is never sent', async () => {
    const mail = message();
    await expect(
      getApp()
        .db.transaction()
        .execute(async (trx) => {
          await enqueueMail(trx, mail);
          throw new Error('the signup failed after the mail was written');
        }),
    ).rejects.toThrow('the signup failed');

    await deliver({ smtp: true });

    expect(receivedBy(smtp.received, mail.to)).toEqual([]);
    const rows = await getApp()
      .db.selectFrom('outbox')
      .select('id')
      .where('to_address', '=', mail.to)
      .execute();
    expect(rows).toEqual([]);
  });

  test('a server that answers 451 gets the message again after the backoff', async () => {
    const mail = message();
    const id = await enqueueMail(getApp().db, mail);
    smtp.refuseNext(1);
    const start = new Date();

    expect(await deliver({ smtp: true, now: start })).toMatchObject({ retrying: 1 });
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await outboxRow(id)).last_error).toContain('451');
    expect(receivedBy(smtp.received, mail.to)).toEqual([]);

    // Not yet due again a second later...
    await deliver({ smtp: true, now: new Date(start.getTime() + 1_000) });
    expect(receivedBy(smtp.received, mail.to)).toEqual([]);
    // ...and delivered once the backoff has passed.
    await deliver({ smtp: true, now: new Date(start.getTime() + 61_000) });
    expect(receivedBy(smtp.received, mail.to)).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  test('a message refused on every try is marked failed after the last one', async () => {
    const mail = message();
    const id = await enqueueMail(getApp().db, mail);
    smtp.refuseNext(2);
    const start = Date.now();
    await deliver({ smtp: true, maxAttempts: 2, now: new Date(start) });
    await deliver({ smtp: true, maxAttempts: 2, now: new Date(start + 61_000) });
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 2 });
    await deliver({ smtp: true, maxAttempts: 2, now: new Date(start + 3_600_000) });
    expect(receivedBy(smtp.received, mail.to)).toEqual([]);
  });

  test('without SMTP the message is held in the outbox, and goes out once SMTP is configured', async () => {
    const mail = message();
    const id = await enqueueMail(getApp().db, mail);

    await deliver({ smtp: false });
    expect(await outboxRow(id)).toMatchObject({
      status: 'held',
      attempts: 0,
      last_error: 'not sent: no SMTP server configured (SMTP_URL)',
    });

    await deliver({ smtp: true });
    expect(receivedBy(smtp.received, mail.to)).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent' });
  });
});
