import { LANGUAGES, type Language } from '@lingua/api';
import { Button, Select } from '@lingua/ui';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useCapabilities } from '../../features/chat/queries';
import { languageTag } from '../../features/exercises/languages';
import { Page } from '../../layout/Page';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './ChatbotScreen.css';
import { type ChatMessage, canSend, conversationLimits } from './chat';
import { useChatStub } from './useChatStub';
import { useTutorChat } from './useTutorChat';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

const systemClock = () => new Date();

interface ChatbotScreenProps {
  /** Time of each message. @default the system clock */
  clock?: () => Date;
}

/**
 * /chatbot: the specs' local chat, or, when the server has an LLM (capabilities), the AI
 * tutor in the language the student picks.
 */
export default function ChatbotScreen({ clock = systemClock }: ChatbotScreenProps) {
  const capabilities = useCapabilities();
  return (
    <Page title="ChatbotAI" subtitle="Practise with your AI language assistant.">
      {capabilities.data?.chat ? <TutorChat clock={clock} /> : <LocalChat clock={clock} />}
    </Page>
  );
}

function LocalChat({ clock }: { clock: () => Date }) {
  const { messages, replying, sendMessage } = useChatStub(clock);
  return <Conversation messages={messages} typing={replying} onSend={sendMessage} />;
}

function TutorChat({ clock }: { clock: () => Date }) {
  const [language, setLanguage] = useState<Language>('English');
  const { messages, replying, typing, sendMessage } = useTutorChat(clock, language);
  return (
    <Conversation
      messages={messages}
      typing={typing}
      onSend={sendMessage}
      busy={replying}
      replyLanguage={language}
      settings={
        <Select
          label="Practice language"
          options={LANGUAGES.map((name) => ({ id: name, label: name }))}
          selectedKey={language}
          onSelectionChange={(key) => key && setLanguage(key as Language)}
        />
      }
    />
  );
}

interface ConversationProps {
  messages: ChatMessage[];
  /** Shows the typing dots. */
  typing: boolean;
  onSend: (text: string) => void;
  /** A reply is on its way and must finish before the next message. */
  busy?: boolean;
  /** The language the assistant answers in, for its messages' `lang`. */
  replyLanguage?: Language;
  settings?: ReactNode;
}

function Conversation({
  messages,
  typing,
  onSend,
  busy = false,
  replyLanguage,
  settings,
}: ConversationProps) {
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const lastText = messages.at(-1)?.text;

  // Keep the newest words in view as the conversation (or a streamed reply) grows.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, lastText, typing]);

  const sendable = canSend(draft) && !busy;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    onSend(draft);
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
    <div className={styles.chat} data-with-settings={settings ? '' : undefined}>
      {settings && <div className={styles.settings}>{settings}</div>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must be able to reach it */}
      <div ref={logRef} className={styles.log} role="log" aria-label="Conversation" tabIndex={0}>
        {messages.map((message) => (
          <Message
            key={message.id}
            message={message}
            lang={message.sender === 'ai' && message.id !== 'm0' ? replyLanguage : undefined}
          />
        ))}
        {typing && (
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
          maxLength={conversationLimits.characters}
          placeholder="Type your message..."
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={sendOnEnter}
          aria-describedby={hintId}
        />
        <Button type="submit" isDisabled={!sendable}>
          Send
        </Button>
        <p id={hintId} className={styles.hint}>
          Enter sends, Shift+Enter starts a new line.
        </p>
      </form>
    </div>
  );
}

function Message({ message, lang }: { message: ChatMessage; lang: Language | undefined }) {
  return (
    <article className={styles.message} data-sender={message.sender}>
      <span className={styles.sender}>{message.sender === 'user' ? 'You' : 'AI assistant'}</span>
      <p className={styles.text} lang={lang && languageTag(lang)}>
        {message.text}
      </p>
      <time className={styles.time} dateTime={message.timestamp.toISOString()}>
        {timeFormat.format(message.timestamp)}
      </time>
    </article>
  );
}
