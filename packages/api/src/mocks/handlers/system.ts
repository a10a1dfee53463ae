import { HttpResponse } from 'msw';
import { http } from '../http';

/** A tutor that answers with a fixed reply as server-sent events, for stories of the chat. */
export function chatReplyHandler(reply: string) {
  return http.post('/chat/messages', ({ response }) => {
    const events = `${reply
      .split(' ')
      .map((word, index) => `data: ${JSON.stringify({ delta: index ? ` ${word}` : word })}\n\n`)
      .join('')}data: [DONE]\n\n`;
    return response.untyped(
      new HttpResponse(events, { headers: { 'Content-Type': 'text/event-stream' } }),
    );
  });
}

/** A server with an LLM: its capabilities announce the tutor chat. */
export function tutorCapabilitiesHandler() {
  return http.get('/capabilities', ({ response }) =>
    response(200).json({ llm: true, speech: 'builtin', chat: true }),
  );
}

/** A server with an LLM whose tutor answers with `reply`. */
export function tutorChatHandlers(reply: string) {
  return [tutorCapabilitiesHandler(), chatReplyHandler(reply)];
}
