import { type Language, readApiError } from '@lingua/api';
import type { Toast } from '@lingua/flows';
import { msg, type Text } from '@lingua/i18n';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useApi, useShowToast } from '../../app/services';
import { canSend, chatReducer, initialChatState, tutorConversation } from './chat';
import { readTutorEvents, tutorStoppedMessage } from './tutorEvents';

const failed = (description: Text): Toast => ({
  title: msg('chat.failed'),
  description,
  variant: 'destructive',
});

/**
 * The chat with the server's AI tutor: each message sends the conversation so far and the
 * reply streams in word by word. One reply at a time, so the conversation stays in order.
 */
export function useTutorChat(clock: () => Date, language: Language) {
  const api = useApi();
  const showToast = useShowToast();
  const [state, send] = useReducer(chatReducer, clock(), initialChatState);
  const latest = useRef(state);
  latest.current = state;
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the page stops the reply (and the server stops asking the model).
  useEffect(() => () => inFlight.current?.abort(), []);

  const sendMessage = useCallback(
    async (text: string) => {
      if (!canSend(text) || latest.current.pendingReplies > 0) return;
      const at = clock();
      const sent = chatReducer(latest.current, { type: 'message.send', text, at });
      send({ type: 'message.send', text, at });
      const stop = new AbortController();
      inFlight.current = stop;
      try {
        const { data, error } = await api.POST('/chat/messages', {
          body: { language, messages: tutorConversation(sent.messages) },
          parseAs: 'stream',
          signal: stop.signal,
        });
        if (!data) {
          showToast(failed(readApiError(error, tutorStoppedMessage)));
          return;
        }
        for await (const event of readTutorEvents(data)) {
          if ('error' in event) {
            showToast(failed(event.error));
            break;
          }
          send({ type: 'reply.delta', text: event.delta, at: clock() });
        }
      } catch (error) {
        // A network failure's own message is the browser's English: the app's sentence instead.
        if (!stop.signal.aborted) {
          showToast(failed(readApiError(error, tutorStoppedMessage, { useMessage: false })));
        }
      } finally {
        send({ type: 'reply.end' });
      }
    },
    [api, clock, language, showToast],
  );

  return {
    messages: state.messages,
    replying: state.pendingReplies > 0,
    // The typing dots only until the first words show.
    typing: state.pendingReplies > 0 && state.streamingId === null,
    sendMessage,
  };
}
