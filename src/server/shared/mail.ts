import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '@server/db/client';
import { mailOutbox } from '@server/db/schema';
import type { Env } from '@server/env';
import type { Logger } from '@server/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  ics?: { fileName: string; content: string; method: 'REQUEST' | 'CANCEL' };
  /** Set when the mail names or quotes someone other than its recipient: deleting their account deletes the logged copy. */
  actorId?: string;
}

export interface MailDeps {
  db: Database;
  env: Env;
  logger: Logger;
}

const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Sends by SMTP when SMTP_URL is set; otherwise the message lands in the dev
 * outbox admins can read. Either way it is logged in mail_outbox. A failed
 * delivery is recorded and logged but never fails the action that caused it:
 * the in-app notification is already there.
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<void> {
  let error: string | null = null;
  if (deps.env.smtpUrl) {
    try {
      await transportFor(deps.env.smtpUrl).sendMail({
        from: deps.env.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.ics
          ? {
              icalEvent: { method: message.ics.method, filename: message.ics.fileName, content: message.ics.content },
              attachments: [{ filename: message.ics.fileName, content: message.ics.content, contentType: 'text/calendar; charset=utf-8' }],
            }
          : {}),
      });
    } catch (caught) {
      error = caught instanceof Error ? caught.message : 'delivery failed';
      deps.logger.warn({ err: caught, subject: message.subject }, 'mail delivery failed');
    }
  }
  await deps.db.insert(mailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    body: message.text,
    icsFileName: message.ics?.fileName ?? null,
    ics: message.ics?.content ?? null,
    transport: deps.env.smtpUrl ? 'smtp' : 'outbox',
    error,
    actorId: message.actorId ?? null,
  });
}
