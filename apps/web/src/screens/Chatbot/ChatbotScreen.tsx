import { Button } from '@lingua/ui';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Page } from '../../layout/Page';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './ChatbotScreen.css';
import { type ChatMessage, canSend } from './chat';
import { useChatStub } from './useChatStub';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

const systemClock = () => new Date();

interface ChatbotScreenProps {
  /** Time of each message. @default the system clock */
  clock?: () => Date;
}

export default function ChatbotScreen({ clock = systemClock }: ChatbotScreenProps) {
  const { messages, replying, sendMessage } = useChatStub(clock);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  // Keep the newest message in view as the conversation grows.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, replying]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend(draft)) return;
    sendMessage(draft);
    setDraft('');
  };

  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Shift+Enter keeps its newline; Enter while an input method is composing confirms the
    // composition (Japanese, Chinese...) and must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Page title="ChatbotAI" subtitle="Practise with your AI language assistant.">
      <div className={styles.chat}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must be able to reach it */}
        <div ref={logRef} className={styles.log} role="log" aria-label="Conversation" tabIndex={0}>
          {messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
          {replying && (
            <div className={styles.typing}>
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.dot} aria-hidden="true" />
              <span className={visuallyHidden}>The assistant is typing...</span>
            </div>
          )}
        </div>
        <form className={styles.composer} onSubmit={submit}>
          <label htmlFor="chat-input" className={visuallyHidden}>
            Message
          </label>
          <textarea
            id="chat-input"
            className={styles.input}
            rows={1}
            placeholder="Type your message..."
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={sendOnEnter}
            aria-describedby={hintId}
          />
          <Button type="submit" isDisabled={!canSend(draft)}>
            Send
          </Button>
          <p id={hintId} className={styles.hint}>
            Enter sends, Shift+Enter starts a new line.
          </p>
        </form>
      </div>
    </Page>
  );
}

function Message({ message }: { message: ChatMessage }) {
  return (
    <article className={styles.message} data-sender={message.sender}>
      <span className={styles.sender}>{message.sender === 'user' ? 'You' : 'AI assistant'}</span>
      <p className={styles.text}>{message.text}</p>
      <time className={styles.time} dateTime={message.timestamp.toISOString()}>
        {timeFormat.format(message.timestamp)}
      </time>
    </article>
  );
}
