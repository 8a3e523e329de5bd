import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { insertOutboxEmail } from './outbox.repository';

/** An e-mail to one person: plain text always, HTML beside it when given. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Accepts an e-mail for delivery. SMTP: handed to the transport and sent in the background (the
   * request never waits on the mail server, failures are logged). Outbox: stored before it returns.
   */
  send(message: EmailMessage): Promise<void>;
  /** Waits for the e-mails still being sent, then closes the transport. */
  close(): Promise<void>;
}

interface MailLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    smtpUrl: string,
    from: string,
    private readonly log: MailLog,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl, { from });
  }

  async send(message: EmailMessage): Promise<void> {
    const { to, subject } = message;
    const delivery = this.transport
      .sendMail(message)
      .then((info: { messageId?: string }) => this.log.info({ to, subject, messageId: info.messageId }, 'e-mail sent'))
      .catch((error: unknown) => this.log.error({ err: error, to, subject }, 'e-mail could not be sent'))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    this.transport.close();
  }
}

/**
 * Without SMTP (development, a first start): the outbox table, which a site administrator reads at
 * /admin/outbox. The log says an e-mail was written; its text (reset links are secrets) only when
 * a developer asks for it (`LOG_EMAILS`).
 */
class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly log: MailLog,
    private readonly logText: boolean,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await insertOutboxEmail(this.db, {
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
    });
    const { to, subject, text } = message;
    this.log.info(this.logText ? { to, subject, text } : { to, subject }, 'e-mail written to the outbox');
  }

  async close(): Promise<void> {}
}

/**
 * SMTP when `smtpUrl` is set, otherwise the outbox (docs/runtime.md); `logEmails` also writes the
 * outbox e-mails' text to the log (development).
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  db: Database;
  log: MailLog;
  logEmails?: boolean;
}): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.from, options.log)
    : new OutboxMailer(options.db, options.log, options.logEmails ?? false);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe to put in an e-mail's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
