import type { FeedbackType } from '@lingua/api';
import { FEEDBACK_MAX_LENGTH, feedbackCategories, feedbackFormMachine } from '@lingua/flows';
import { Button, Card, NativeSelect, TextArea } from '@lingua/ui';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { useApi, useShowToast } from '../../app/services';
import { Page } from '../../components/Page/Page';
import { feedbackCalls } from '../../features/feedback/queries';
import { useText } from '../../i18n/useText';
import * as styles from './FeedbackScreen.css';

/** /feedback: a category and up to 1000 characters, sent to the team. */
export default function FeedbackScreen() {
  const t = useText();
  const api = useApi();
  const showToast = useShowToast();
  const [state, send] = useInspectedMachine(
    feedbackFormMachine.provide({
      actors: {
        submitFeedback: fromPromise(({ input }) => feedbackCalls(api).create(input)),
      },
      actions: { showToast: (_, toast) => showToast(toast) },
    }),
  );
  const { feedback_type, feedback_text } = state.context;
  const categoryOptions = Object.entries(feedbackCategories).map(([id, label]) => ({
    id,
    label: t(label),
  }));

  return (
    <Page title={t('feedback.title')} subtitle={t('feedback.subtitle')}>
      <Card>
        <form
          noValidate
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'feedback.submit' });
          }}
        >
          <NativeSelect
            label={t('feedback.category')}
            placeholder={t('feedback.categoryPlaceholder')}
            options={categoryOptions}
            value={feedback_type}
            onChange={(event) =>
              send({ type: 'category.change', value: event.target.value as FeedbackType })
            }
          />
          <TextArea
            label={t('feedback.text')}
            maxLength={FEEDBACK_MAX_LENGTH}
            value={feedback_text}
            onChange={(value) => send({ type: 'text.change', value })}
            formatCount={(count, max) =>
              t('feedback.characterCount', { count: String(count), max: String(max) })
            }
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              isPending={state.hasTag('busy')}
              pendingLabel={t('feedback.sending')}
            >
              {t('feedback.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
