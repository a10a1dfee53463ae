import { selectionProblem, type templateSelectionMachine } from '@lingua/flows';
import { Button } from '@lingua/ui';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { DialogSpinner } from '../../components/PageSpinner/PageSpinner';
import { useText } from '../../i18n/useText';
import * as styles from './MyExercisesScreen.css';

type Selection = SnapshotFrom<typeof templateSelectionMachine>;
type Send = ActorRefFrom<typeof templateSelectionMachine>['send'];

const isNaming = (state: Selection) => state.matches('naming') || state.matches('creating');

// Its dialog, checkboxes and focus scope are fetched when the teacher starts naming.
const NameTemplateDialog = loadOnFirstOpen(
  () => import('./NameTemplateDialog').then((module) => module.NameTemplateDialog),
  (props: { state: Selection; send: Send }) => isNaming(props.state),
  <DialogSpinner />,
);

/** The chosen exercises, why they cannot become a template yet, and the naming dialog. */
export function SelectionBar({ state, send }: { state: Selection; send: Send }) {
  const t = useText();
  const { selected } = state.context;
  const problem = selectionProblem(selected);
  if (selected.length === 0 && !isNaming(state)) return null;
  return (
    <section aria-label={t('exercises.selection.label')} className={styles.selectionBar}>
      <p className={styles.selectionText}>
        <strong>{t('exercises.selection.count', { count: selected.length })}</strong>
        {problem && (
          <span role="status" className={styles.hint}>
            {t(problem)}
          </span>
        )}
      </p>
      <div className={styles.row}>
        <Button variant="ghost" onPress={() => send({ type: 'selection.clear' })}>
          {t('exercises.selection.clear')}
        </Button>
        <Button isDisabled={problem !== null} onPress={() => send({ type: 'naming.start' })}>
          {t('exercises.selection.create')}
        </Button>
      </div>
      <NameTemplateDialog state={state} send={send} />
    </section>
  );
}
