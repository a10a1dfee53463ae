import { FormattedMessage } from 'react-intl';
import { useText } from '../../i18n/useText';
import * as styles from './AiAssistantSection.css';
import { CheckList } from './CheckList';
import { assistantPoints } from './content';
import { Icon } from './icons';
import { container, eyebrow, heading, lead, section } from './landing.css';

export function AiAssistantSection() {
  const t = useText();
  return (
    <section id="ai-assistant" className={section} aria-labelledby="ai-assistant-title">
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.copy}>
          <p className={eyebrow}>{t('landing.nav.aiAssistant')}</p>
          <h2 id="ai-assistant-title" className={heading}>
            {t('landing.assistant.title')}
          </h2>
          <p className={lead}>{t('landing.assistant.lead')}</p>
          <CheckList items={assistantPoints} />
        </div>
        <figure className={styles.chat} aria-label={t('landing.assistant.exampleLabel')}>
          <figcaption className={styles.chatTitle}>
            <Icon name="message" size={18} />
            {t('shell.nav.chatbot')}
          </figcaption>
          <p className={styles.fromStudent}>
            <span className={styles.speaker}>{t('landing.assistant.student')}</span>
            <FormattedMessage
              id="landing.assistant.question"
              values={{ q: (words) => <q>{words}</q> }}
            />
          </p>
          <p className={styles.fromTutor}>
            <span className={styles.speaker}>{t('landing.assistant.tutor')}</span>
            <span lang="es" translate="no">
              Llevo una hora esperando.
            </span>{' '}
            <FormattedMessage
              id="landing.assistant.answer"
              values={{
                verb: (
                  <q lang="es" translate="no">
                    llevar
                  </q>
                ),
              }}
            />
          </p>
        </figure>
      </div>
    </section>
  );
}
