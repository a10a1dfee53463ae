import { LANGUAGES, type Language } from '@lingua/api';
import type { MessageId } from '@lingua/i18n';
import { Button, NativeSelect } from '@lingua/ui';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Page } from '../../components/Page/Page';
import { useCapabilities } from '../../features/chat/queries';
import { languageTag } from '../../features/exercises/languages';
import { useFormat } from '../../i18n/format';
import { useText } from '../../i18n/useText';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './ChatbotScreen.css';
import { type ChatMessage, canSend, conversationLimits } from './chat';
import { useChatStub } from './useChatStub';
import { useTutorChat } from './useTutorChat';

/** The practice languages as the interface language names them. */
const languageNames: Record<Language, MessageId> = {
  English: 'chat.language.english',
  Spanish: 'chat.language.spanish',
  French: 'chat.language.french',
  German: 'chat.language.german',
  Italian: 'chat.language.italian',
  Portuguese: 'chat.language.portuguese',
};

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
  const t = useText();
  return (
    <Page title={t('shell.nav.chatbot')} subtitle={t('chat.subtitle')}>
      {capabilities.data?.chat ? <TutorChat clock={clock} /> : <LocalChat clock={clock} />}
    </Page>
  );
}

function LocalChat({ clock }: { clock: () => Date }) {
  const { messages, replying, sendMessage } = useChatStub(clock);
  // The stub's canned replies are the app's words, in the interface language.
  return <Conversation messages={messages} typing={replying} onSend={sendMessage} />;
}

function TutorChat({ clock }: { clock: () => Date }) {
  const t = useText();
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
        // The browser's own select: a plain choice, without react-aria's list box to download.
        <NativeSelect
          label={t('chat.practiceLanguage')}
          options={LANGUAGES.map((name) => ({ id: name, label: t(languageNames[name]) }))}
          value={language}
          onChange={(event) => {
            const chosen = LANGUAGES.find((name) => name === event.target.value);
            if (chosen) setLanguage(chosen);
          }}
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
  /**
   * The language the tutor answers in, for its messages' `lang`; with it, the assistant's
   * replies are content (the tutor's words), not the app's.
   */
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
  const t = useText();
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const lastText = messages.at(-1)?.text;

  // Keep the newest words in view as the conversation (or a streamed reply) grows.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, lastText, typing]);

  const logLabel = t('chat.conversation');
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
      <div ref={logRef} className={styles.log} role="log" aria-label={logLabel} tabIndex={0}>
        {messages.map((message) => (
          <Message
            key={message.id}
            message={message}
            lang={message.sender === 'ai' && message.id !== 'm0' ? replyLanguage : undefined}
            content={
              message.sender === 'user' || (message.id !== 'm0' && replyLanguage !== undefined)
            }
          />
        ))}
        {typing && (
          <div className={styles.typing}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.dot} aria-hidden="true" />
            <span className={visuallyHidden}>{t('chat.typing')}</span>
          </div>
        )}
      </div>
      <form className={styles.composer} onSubmit={submit}>
        <label htmlFor="chat-input" className={visuallyHidden}>
          {t('chat.message')}
        </label>
        <textarea
          id="chat-input"
          className={styles.input}
          rows={1}
          maxLength={conversationLimits.characters}
          placeholder={t('chat.placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={sendOnEnter}
          aria-describedby={hintId}
        />
        <Button type="submit" isDisabled={!sendable}>
          {t('chat.send')}
        </Button>
        <p id={hintId} className={styles.hint}>
          {t('chat.hint')}
        </p>
      </form>
    </div>
  );
}

interface MessageProps {
  message: ChatMessage;
  lang: Language | undefined;
  /** The person's or the tutor's words: shown as written, never translated. */
  content: boolean;
}

function Message({ message, lang, content }: MessageProps) {
  const t = useText();
  const format = useFormat();
  const at = message.timestamp.toISOString();
  return (
    <article className={styles.message} data-sender={message.sender}>
      <span className={styles.sender}>
        {t(message.sender === 'user' ? 'chat.you' : 'chat.assistant')}
      </span>
      <p
        className={styles.text}
        lang={lang && languageTag(lang)}
        translate={content ? 'no' : undefined}
      >
        {message.id === 'm0' ? t('chat.greeting') : message.text}
      </p>
      <time className={styles.time} dateTime={at}>
        {format.time(at)}
      </time>
    </article>
  );
}
