/**
 * The real-time streams of this process (server-sent events). Messages are written by whichever
 * worker served the send; its transaction ends with NOTIFY customer_chat (chat.service.ts). Each
 * process LISTENs on a connection of its own (@shop/db listenOnChannel, as public data does) and
 * wakes the streams the notification concerns: the shopper's own, and every console stream.
 * A woken stream reads the messages after the last one it sent, so nothing is lost or sent twice
 * whatever the order of notifications; a lost listening connection (onGap), the listener coming
 * up, and each heartbeat wake every stream too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listenOnChannel, type PublicDataChanges } from '@shop/db';
import { CHAT_HEARTBEAT_MS, type ChatStreamEvent } from '@shop/contracts/customer-chat';
import { CHAT_CHANNEL } from './chat.service.ts';

interface Stream {
  /** The owner key whose messages it carries; undefined: every conversation (the console). */
  owner: string | undefined;
  wake(): void;
  end(): void;
}

export interface ChatHub {
  /**
   * Takes over the reply: text/event-stream, the events after `after` at once, then each new
   * one as it is written, a heartbeat comment every CHAT_HEARTBEAT_MS; until the client leaves.
   */
  stream(
    req: FastifyRequest,
    reply: FastifyReply,
    opts: { owner: string | undefined; after: number; read: (after: number) => Promise<ChatStreamEvent[]> },
  ): void;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
  /** Streams open in this process (tests). */
  size(): number;
}

const id = (v: unknown) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : undefined);

/** Where a stream starts: after the event the client last saw (Last-Event-ID, sent by EventSource on reconnect), else `?after=`, when valid. */
export function streamCursor(req: FastifyRequest): number | undefined {
  return id(req.headers['last-event-id']) ?? id((req.query as { after?: unknown } | undefined)?.after);
}

export function createChatHub(url: string, log: (msg: string, err?: unknown) => void): ChatHub {
  const streams = new Set<Stream>();
  let listener: PublicDataChanges | undefined;
  const wakeAll = () => {
    for (const s of streams) s.wake();
  };
  const listen = () => {
    listener ??= listenOnChannel(
      url,
      CHAT_CHANNEL,
      {
        onNotify(payload) {
          const owner = payload?.slice(payload.indexOf('|') + 1);
          for (const s of streams) if (s.owner === undefined || s.owner === owner) s.wake();
        },
        onGap: wakeAll,
        onListening: wakeAll,
      },
      { applicationName: `shop-chat-${process.pid}`, log },
    );
  };

  return {
    stream(req, reply, { owner, after, read }) {
      listen();
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      // The client waits this long before reconnecting.
      raw.write('retry: 2000\n\n');
      let last = after;
      let running = false;
      let again = false;
      let ended = false;
      const flush = async () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          do {
            again = false;
            const events = await read(last);
            for (const e of events) {
              if (ended) return;
              raw.write(`id: ${e.message.id}\nevent: message\ndata: ${JSON.stringify(e)}\n\n`);
              last = e.message.id;
            }
            if (events.length >= 200) again = true;
          } while (again && !ended);
        } catch (err) {
          req.log.warn({ err }, 'chat stream read failed');
        } finally {
          running = false;
        }
      };
      const heartbeat = setInterval(() => {
        if (!ended) raw.write(': ping\n\n');
        void flush();
      }, CHAT_HEARTBEAT_MS);
      heartbeat.unref();
      const s: Stream = {
        owner,
        wake: () => void flush(),
        end: () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          streams.delete(s);
          raw.end();
        },
      };
      streams.add(s);
      raw.on('close', s.end);
      void flush();
    },
    async close() {
      for (const s of [...streams]) s.end();
      await listener?.close();
      listener = undefined;
    },
    size: () => streams.size,
  };
}
