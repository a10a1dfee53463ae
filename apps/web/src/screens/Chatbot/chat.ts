/** One line of the conversation (learning-content.md section 2, AI chat). */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'ai';
  timestamp: Date;
}

export const chatGreeting =
  "Hello! I'm your AI language assistant. Ask me about vocabulary, grammar or anything you are practising.";

export const cannedReply =
  "Thanks for your message! I'm still learning to hold real conversations, so I can't answer that yet. Meanwhile, try generating an exercise on this topic.";

/** The stub answers after 1 to 3 seconds, like someone typing. */
export const replyDelayRange = { min: 1000, max: 3000 } as const;

export function replyDelayMs(random: () => number = Math.random): number {
  const { min, max } = replyDelayRange;
  return Math.round(min + random() * (max - min));
}

/** A message of only spaces or new lines is as empty as no message. */
export function canSend(draft: string): boolean {
  return draft.trim().length > 0;
}

export interface ChatState {
  messages: ChatMessage[];
  /** Replies still being written: shows the typing indicator. */
  pendingReplies: number;
  /** The tutor's reply being streamed into, once its first words have arrived. */
  streamingId: string | null;
  nextId: number;
}

export type ChatEvent =
  | { type: 'message.send'; text: string; at: Date }
  /** A whole reply at once (the local stub's canned one by default). */
  | { type: 'reply.arrive'; at: Date; text?: string }
  /** The next words of the tutor's reply. */
  | { type: 'reply.delta'; at: Date; text: string }
  /** The tutor finished, or stopped: whatever arrived stays. */
  | { type: 'reply.end' };

export function initialChatState(at: Date): ChatState {
  return {
    messages: [{ id: 'm0', text: chatGreeting, sender: 'ai', timestamp: at }],
    pendingReplies: 0,
    streamingId: null,
    nextId: 1,
  };
}

function addMessage(state: ChatState, text: string, sender: ChatMessage['sender'], at: Date) {
  const message: ChatMessage = { id: `m${state.nextId}`, text, sender, timestamp: at };
  return { ...state, messages: [...state.messages, message], nextId: state.nextId + 1 };
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'message.send': {
      if (!canSend(event.text)) return state;
      // Trailing blank lines from Shift+Enter are noise; inner line breaks are kept.
      const sent = addMessage(state, event.text.trim(), 'user', event.at);
      return { ...sent, pendingReplies: state.pendingReplies + 1 };
    }
    case 'reply.arrive': {
      if (state.pendingReplies === 0) return state;
      const replied = addMessage(state, event.text ?? cannedReply, 'ai', event.at);
      return { ...replied, pendingReplies: state.pendingReplies - 1 };
    }
    case 'reply.delta': {
      if (state.pendingReplies === 0) return state;
      if (state.streamingId === null) {
        return {
          ...addMessage(state, event.text, 'ai', event.at),
          streamingId: `m${state.nextId}`,
        };
      }
      const messages = state.messages.map((message) =>
        message.id === state.streamingId
          ? { ...message, text: message.text + event.text }
          : message,
      );
      return { ...state, messages };
    }
    case 'reply.end': {
      if (state.pendingReplies === 0) return state;
      return { ...state, pendingReplies: state.pendingReplies - 1, streamingId: null };
    }
  }
}

/** The most messages and characters per message the server takes (openapi.yaml, ChatRequest). */
export const conversationLimits = { messages: 50, characters: 4000 } as const;

/**
 * The conversation as the tutor reads it: the local greeting left out (the tutor writes its
 * own), the newest messages within the server's limits.
 */
export function tutorConversation(messages: ChatMessage[]) {
  return messages
    .filter((message) => message.id !== 'm0')
    .slice(-conversationLimits.messages)
    .map((message) => ({
      role: message.sender === 'user' ? ('user' as const) : ('assistant' as const),
      content: message.text.slice(0, conversationLimits.characters),
    }));
}
