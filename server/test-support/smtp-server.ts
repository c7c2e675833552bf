import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP server in this process that keeps what it receives, or refuses with 451 when told. */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          ),
        );
        return;
      }
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    refuseNext: (count: number) => void (refusals = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** The messages the server received for one address. */
export const receivedBy = (received: ParsedMail[], to: string) =>
  received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === to);
