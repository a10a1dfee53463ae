import { describe, expect, it } from 'vitest';
import {
  cannedReply,
  canSend,
  chatGreeting,
  chatReducer,
  initialChatState,
  replyDelayMs,
  tutorConversation,
} from './chat';

const start = new Date('2026-03-02T09:00:00Z');
const later = new Date('2026-03-02T09:00:05Z');

describe('chat stub', () => {
  it('opens with the assistant greeting', () => {
    const { messages } = initialChatState(start);
    expect(messages).toEqual([{ id: 'm0', text: chatGreeting, sender: 'ai', timestamp: start }]);
  });

  it('adds the sent message as the user and waits for a reply', () => {
    const state = chatReducer(initialChatState(start), {
      type: 'message.send',
      text: '¿Cómo estás?',
      at: later,
    });
    expect(state.messages.at(-1)).toEqual({
      id: 'm1',
      text: '¿Cómo estás?',
      sender: 'user',
      timestamp: later,
    });
    expect(state.pendingReplies).toBe(1);
  });

  it('keeps the line breaks typed with Shift+Enter but not the blank ends', () => {
    const state = chatReducer(initialChatState(start), {
      type: 'message.send',
      text: '\nFirst line\nSecond line\n\n',
      at: later,
    });
    expect(state.messages.at(-1)?.text).toBe('First line\nSecond line');
  });

  it('does not send an empty or blank message', () => {
    const initial = initialChatState(start);
    expect(chatReducer(initial, { type: 'message.send', text: '  \n ', at: later })).toBe(initial);
    expect(canSend('')).toBe(false);
    expect(canSend(' \n\t')).toBe(false);
    expect(canSend('hola')).toBe(true);
  });

  it('answers each message with the canned reply, with unique ids', () => {
    let state = initialChatState(start);
    state = chatReducer(state, { type: 'message.send', text: 'one', at: later });
    state = chatReducer(state, { type: 'message.send', text: 'two', at: later });
    state = chatReducer(state, { type: 'reply.arrive', at: later });
    state = chatReducer(state, { type: 'reply.arrive', at: later });
    expect(state.messages.map((message) => message.sender)).toEqual([
      'ai',
      'user',
      'user',
      'ai',
      'ai',
    ]);
    expect(state.messages.at(-1)?.text).toBe(cannedReply);
    expect(new Set(state.messages.map((message) => message.id)).size).toBe(5);
    expect(state.pendingReplies).toBe(0);
  });

  it('ignores a reply nobody is waiting for', () => {
    const initial = initialChatState(start);
    expect(chatReducer(initial, { type: 'reply.arrive', at: later })).toBe(initial);
  });

  it('replies between 1 and 3 seconds after a message', () => {
    expect(replyDelayMs(() => 0)).toBe(1000);
    expect(replyDelayMs(() => 0.5)).toBe(2000);
    expect(replyDelayMs(() => 0.9999)).toBeLessThanOrEqual(3000);
  });
});

describe('tutor chat', () => {
  it('streams a reply into one message, then waits for the next one', () => {
    let state = chatReducer(initialChatState(start), {
      type: 'message.send',
      text: 'Hola',
      at: later,
    });
    state = chatReducer(state, { type: 'reply.delta', text: '¡Hola!', at: later });
    state = chatReducer(state, { type: 'reply.delta', text: ' ¿Qué tal?', at: later });
    expect(state.messages.at(-1)).toMatchObject({ sender: 'ai', text: '¡Hola! ¿Qué tal?' });
    expect(state.messages).toHaveLength(3);
    state = chatReducer(state, { type: 'reply.end' });
    expect(state.pendingReplies).toBe(0);

    state = chatReducer(state, { type: 'message.send', text: 'Bien', at: later });
    state = chatReducer(state, { type: 'reply.delta', text: 'Me alegro.', at: later });
    expect(state.messages.map((message) => message.text)).toEqual([
      chatGreeting,
      'Hola',
      '¡Hola! ¿Qué tal?',
      'Bien',
      'Me alegro.',
    ]);
  });

  it('keeps the words of a reply that broke off and stops waiting', () => {
    let state = chatReducer(initialChatState(start), {
      type: 'message.send',
      text: 'Hola',
      at: later,
    });
    state = chatReducer(state, { type: 'reply.delta', text: 'Buenos', at: later });
    state = chatReducer(state, { type: 'reply.end' });
    expect(state.messages.at(-1)?.text).toBe('Buenos');
    expect(state.pendingReplies).toBe(0);
    expect(state.streamingId).toBeNull();
  });

  it('sends the tutor the conversation without the local greeting, within the server limits', () => {
    let state = initialChatState(start);
    for (let i = 0; i < 30; i++) {
      state = chatReducer(state, { type: 'message.send', text: `question ${i}`, at: later });
      state = chatReducer(state, { type: 'reply.arrive', text: 'x'.repeat(5000), at: later });
    }
    state = chatReducer(state, { type: 'message.send', text: 'last question', at: later });
    const conversation = tutorConversation(state.messages);
    expect(conversation).toHaveLength(50);
    expect(conversation.at(-1)).toEqual({ role: 'user', content: 'last question' });
    expect(conversation.some((message) => message.content === chatGreeting)).toBe(false);
    expect(Math.max(...conversation.map((message) => message.content.length))).toBe(4000);
  });
});
