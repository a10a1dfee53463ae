import * as styles from './AiAssistantSection.css';
import { CheckList } from './CheckList';
import { assistantPoints } from './content';
import { Icon } from './icons';
import { container, eyebrow, heading, lead, section } from './landing.css';

export function AiAssistantSection() {
  return (
    <section id="ai-assistant" className={section} aria-labelledby="ai-assistant-title">
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.copy}>
          <p className={eyebrow}>AI Assistant</p>
          <h2 id="ai-assistant-title" className={heading}>
            A tutor that never runs out of patience
          </h2>
          <p className={lead}>
            The AI assistant answers questions, explains grammar with fresh examples and keeps a
            conversation going at the learner's level, in the language they are practising.
          </p>
          <CheckList items={assistantPoints} />
        </div>
        <figure className={styles.chat} aria-label="Example conversation with the AI assistant">
          <figcaption className={styles.chatTitle}>
            <Icon name="message" size={18} />
            ChatbotAI
          </figcaption>
          <p className={styles.fromStudent}>
            <span className={styles.speaker}>Student</span>
            How do I say <q>I have been waiting for an hour</q> in Spanish?
          </p>
          <p className={styles.fromTutor}>
            <span className={styles.speaker}>AI tutor</span>
            <span lang="es">Llevo una hora esperando.</span> Spanish uses <q lang="es">llevar</q> +
            time + gerund for actions that are still going on. Shall we practise with three more
            sentences?
          </p>
        </figure>
      </div>
    </section>
  );
}
