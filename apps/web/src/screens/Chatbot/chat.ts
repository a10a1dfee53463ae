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
  /** Replies still being "typed": shows the typing indicator. */
  pendingReplies: number;
  nextId: number;
}

export type ChatEvent =
  | { type: 'message.send'; text: string; at: Date }
  | { type: 'reply.arrive'; at: Date };

export function initialChatState(at: Date): ChatState {
  return {
    messages: [{ id: 'm0', text: chatGreeting, sender: 'ai', timestamp: at }],
    pendingReplies: 0,
    nextId: 1,
  };
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'message.send': {
      if (!canSend(event.text)) return state;
      const message: ChatMessage = {
        id: `m${state.nextId}`,
        // Trailing blank lines from Shift+Enter are noise; inner line breaks are kept.
        text: event.text.trim(),
        sender: 'user',
        timestamp: event.at,
      };
      return {
        messages: [...state.messages, message],
        pendingReplies: state.pendingReplies + 1,
        nextId: state.nextId + 1,
      };
    }
    case 'reply.arrive': {
      if (state.pendingReplies === 0) return state;
      const reply: ChatMessage = {
        id: `m${state.nextId}`,
        text: cannedReply,
        sender: 'ai',
        timestamp: event.at,
      };
      return {
        messages: [...state.messages, reply],
        pendingReplies: state.pendingReplies - 1,
        nextId: state.nextId + 1,
      };
    }
  }
}
