import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useText } from '../../i18n/useText';
import { canSend, chatReducer, initialChatState, replyDelayMs } from './chat';

/**
 * The local chat: no call is made; every message gets the canned reply after 1-3 s, in the
 * interface language.
 * `clock` stamps the messages (fixed in stories, so their screenshots do not change).
 */
export function useChatStub(clock: () => Date) {
  const t = useText();
  const [state, send] = useReducer(chatReducer, clock(), initialChatState);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);

  const sendMessage = useCallback(
    (text: string) => {
      if (!canSend(text)) return;
      send({ type: 'message.send', text, at: clock() });
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        send({ type: 'reply.arrive', at: clock(), text: t('chat.cannedReply') });
      }, replyDelayMs());
      timers.current.add(timer);
    },
    [clock, t],
  );

  return { messages: state.messages, replying: state.pendingReplies > 0, sendMessage };
}
