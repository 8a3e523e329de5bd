import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createMailer, escapeHtml } from './mailer';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP for nodemailer to deliver a message: records what it was given. */
function fakeSmtpServer(received: Received[]): Server {
  return createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (command === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (command === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
}

const log = () => {
  const lines: { level: string; object: object; message: string }[] = [];
  return {
    lines,
    info: (object: object, message: string) => lines.push({ level: 'info', object, message }),
    error: (object: object, message: string) => lines.push({ level: 'error', object, message }),
  };
};

/** A database that must not be used (SMTP mode) or records outbox inserts. */
function recordingDatabase(rows: unknown[]): Database {
  return { insert: () => ({ values: async (values: unknown) => rows.push(values) }) } as unknown as Database;
}

/** A mailer whose SMTP server refuses every connection: its log is what a test reads. */
function unreachableSmtpMailer(lines: ReturnType<typeof log>, options: { logEmails?: boolean } = {}) {
  return createMailer({
    smtpUrl: 'smtp://127.0.0.1:1',
    from: 'x@cordee.test',
    db: recordingDatabase([]),
    log: lines,
    ...options,
  });
}

describe('the SMTP mailer (SMTP_URL set)', () => {
  const received: Received[] = [];
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    server = fakeSmtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('delivers text and HTML through the SMTP server, and nothing goes to the outbox', async () => {
    const rows: unknown[] = [];
    const lines = log();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Cordée <no-reply@cordee.test>',
      db: recordingDatabase(rows),
      log: lines,
    });
    await mailer.send({ to: 'lucie@example.test', subject: 'Bonjour', text: 'Le texte', html: '<p>Le HTML</p>' });
    // Sending happens in the background; close() waits for it.
    await mailer.close();

    expect(received).toHaveLength(1);
    expect(received[0]?.from).toContain('no-reply@cordee.test');
    expect(received[0]?.to.join()).toContain('lucie@example.test');
    expect(received[0]?.data).toContain('Subject: Bonjour');
    expect(received[0]?.data).toContain('Le texte');
    expect(received[0]?.data).toContain('<p>Le HTML</p>');
    expect(rows).toEqual([]);
    expect(lines.lines).toContainEqual(expect.objectContaining({ level: 'info', message: 'e-mail sent' }));
    // The body (and any link in it) is not logged when a real server sends the e-mails.
    expect(JSON.stringify(lines.lines)).not.toContain('Le texte');
  });

  it('logs a delivery failure instead of failing the request that sent it', async () => {
    const lines = log();
    const mailer = unreachableSmtpMailer(lines);
    await expect(mailer.send({ to: 'lucie@example.test', subject: 'S', text: 'T' })).resolves.toBeUndefined();
    await mailer.close();
    expect(lines.lines).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'e-mail could not be sent' }),
    );
  });
});

describe('the outbox mailer (no SMTP_URL)', () => {
  const message = { to: 'ada@example.test', subject: 'Hello', text: 'Follow http://cordee.test/x', html: '<p>x</p>' };

  it('stores the e-mail in the outbox and logs that it did, without its text or links', async () => {
    const rows: unknown[] = [];
    const lines = log();
    const mailer = createMailer({ smtpUrl: null, from: 'x@cordee.test', db: recordingDatabase(rows), log: lines });
    await mailer.send(message);
    expect(rows).toEqual([
      {
        to_address: 'ada@example.test',
        subject: 'Hello',
        text_body: 'Follow http://cordee.test/x',
        html_body: '<p>x</p>',
      },
    ]);
    expect(lines.lines).toEqual([
      { level: 'info', object: { to: 'ada@example.test', subject: 'Hello' }, message: 'e-mail written to the outbox' },
    ]);
    expect(JSON.stringify(lines.lines)).not.toContain('cordee.test/x');
  });

  it('writes the text to the log as well when told to (LOG_EMAILS, for a developer)', async () => {
    const lines = log();
    const mailer = createMailer({
      smtpUrl: null,
      from: 'x@cordee.test',
      db: recordingDatabase([]),
      log: lines,
      logEmails: true,
    });
    await mailer.send(message);
    expect(lines.lines).toEqual([
      {
        level: 'info',
        object: { to: 'ada@example.test', subject: 'Hello', text: 'Follow http://cordee.test/x' },
        message: 'e-mail written to the outbox',
      },
    ]);
  });

  it('never logs the text of an e-mail sent through SMTP, even when told to', async () => {
    const lines = log();
    const mailer = unreachableSmtpMailer(lines, { logEmails: true });
    await mailer.send(message);
    await mailer.close();
    expect(JSON.stringify(lines.lines)).not.toContain('cordee.test/x');
  });
});

describe('escapeHtml', () => {
  it('escapes the characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});
