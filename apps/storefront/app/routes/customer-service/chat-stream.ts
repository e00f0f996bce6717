/**
 * The shopper's live messages: the messages the shop already showed, then each new one from the
 * stream (server-sent events). EventSource reconnects by itself and sends Last-Event-ID, so a
 * dropped connection loses nothing; messages are kept by id (one from the send answer and the
 * same from the stream count once), in id order.
 */
import type { ChatStreamEvent } from '@shop/contracts/customer-chat';
import { CHAT_STREAM_PATH } from '@shop/contracts/customer-chat-limits';

/** Opens the stream from message `after`; returns the function that closes it. */
export function openChatStream(after: number, onEvent: (e: ChatStreamEvent) => void, onState: (connected: boolean) => void): () => void {
  const source = new EventSource(`${CHAT_STREAM_PATH}?after=${after}`);
  source.addEventListener('message', (ev) => {
    try {
      onEvent(JSON.parse((ev as MessageEvent<string>).data) as ChatStreamEvent);
    } catch {
      // A malformed event is skipped; the next one carries on from its own id.
    }
  });
  source.addEventListener('open', () => onState(true));
  source.addEventListener('error', () => onState(false));
  return () => source.close();
}
