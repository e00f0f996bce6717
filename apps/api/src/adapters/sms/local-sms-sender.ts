/**
 * The local SMS gateway: it really "delivers" each message, into the sms_outbox table
 * (readable by every server process, by tests through GET /api/dev/sms/latest outside
 * production, and by the bench) and into the log. Swap for a real provider's adapter
 * by configuration; the rest of the shop does not change.
 */
import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { desc, eq } from 'drizzle-orm';
import { maskMobile } from '@shop/contracts/masking';
import { renderSms, type SmsMessage, type SmsSender } from './sms-sender.ts';

export interface LocalSmsOptions {
  database: Database;
  brand: string;
  log: (line: string) => void;
}

export function createLocalSmsSender({ database, brand, log }: LocalSmsOptions): SmsSender & { latest(mobile: string): Promise<SinkMessage | null> } {
  return {
    name: 'local',
    async send(message: SmsMessage) {
      const content = renderSms(brand, message);
      const [row] = await database.db
        .insert(schema.smsOutbox)
        .values({ mobile: message.mobile, template: message.template, content, code: message.params.code ?? null })
        .returning({ id: schema.smsOutbox.id });
      log(`SMS → ${maskMobile(message.mobile)}: ${content}`);
      return { messageId: `local-${row.id}` };
    },
    async latest(mobile: string) {
      const [row] = await database.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.mobile, mobile)).orderBy(desc(schema.smsOutbox.id)).limit(1);
      return row ? { mobile: row.mobile, code: row.code, content: row.content, template: row.template, sentAt: row.createdAt.toISOString() } : null;
    },
  };
}

export interface SinkMessage {
  mobile: string;
  code: string | null;
  content: string;
  template: string;
  sentAt: string;
}
