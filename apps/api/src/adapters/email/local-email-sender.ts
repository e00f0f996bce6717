/**
 * The local email gateway: it really "delivers" each message, into the email_outbox table
 * (readable by every server process, by tests through GET /api/dev/email/latest outside
 * production) and into the log — the email twin of the local SMS adapter.
 */
import { desc, eq } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { maskEmail } from '@shop/contracts/masking';
import { renderEmail, type EmailMessage, type EmailSender } from './email-sender.ts';

export interface EmailSinkMessage {
  to: string;
  subject: string;
  template: string;
  code: string | null;
  content: string;
  sentAt: string;
}

export interface LocalEmailOptions {
  database: Database;
  brand: string;
  log: (line: string) => void;
}

export function createLocalEmailSender({ database, brand, log }: LocalEmailOptions): EmailSender & { latest(to: string): Promise<EmailSinkMessage | null> } {
  const t = schema.emailOutbox;
  return {
    name: 'local',
    async send(message: EmailMessage) {
      const { subject, text } = renderEmail(brand, message);
      const [row] = await database.db
        .insert(t)
        .values({ toAddr: message.to, template: message.template, subject, content: text, code: message.params.code ?? null })
        .returning({ id: t.id });
      log(`EMAIL → ${maskEmail(message.to)}: ${subject}`);
      return { messageId: `local-email-${row.id}` };
    },
    async latest(to: string) {
      const [row] = await database.db.select().from(t).where(eq(t.toAddr, to)).orderBy(desc(t.id)).limit(1);
      return row
        ? { to: row.toAddr, subject: row.subject, template: row.template, code: row.code, content: row.content, sentAt: row.createdAt.toISOString() }
        : null;
    },
  };
}
