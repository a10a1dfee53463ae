import { selectionProblem, type templateSelectionMachine } from '@lingua/flows';
import { Button, Dialog, TextField } from '@lingua/ui';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import * as exerciseStyles from '../../features/exercises/exercise.css';
import { useText } from '../../i18n/useText';
import * as styles from './MyExercisesScreen.css';

type Selection = SnapshotFrom<typeof templateSelectionMachine>;
type Send = ActorRefFrom<typeof templateSelectionMachine>['send'];

/** The chosen exercises, why they cannot become a template yet, and the naming dialog. */
export function SelectionBar({ state, send }: { state: Selection; send: Send }) {
  const t = useText();
  const { selected, name } = state.context;
  const problem = selectionProblem(selected);
  const naming = state.matches('naming') || state.matches('creating');
  const creating = state.matches('creating');
  if (selected.length === 0 && !naming) return null;
  return (
    <section aria-label="Selection" className={styles.selectionBar}>
      <p className={styles.selectionText}>
        <strong>{selected.length} selected</strong>
        {problem && (
          <span role="status" className={styles.hint}>
            {t(problem)}
          </span>
        )}
      </p>
      <div className={styles.row}>
        <Button variant="ghost" onPress={() => send({ type: 'selection.clear' })}>
          Clear Selection
        </Button>
        <Button isDisabled={problem !== null} onPress={() => send({ type: 'naming.start' })}>
          Create Template
        </Button>
      </div>
      <Dialog
        title="Create Template"
        isOpen={naming}
        isDismissable={!creating}
        onOpenChange={(open) => !open && send({ type: 'naming.cancel' })}
      >
        <form
          className={exerciseStyles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'template.create' });
          }}
        >
          <TextField
            label="Template Name"
            value={name}
            onChange={(value) => send({ type: 'name.change', value })}
            isDisabled={creating}
            maxLength={200}
            autoFocus
          />
          <p className={styles.hint}>
            {selected.length} exercises, {selected[0]?.language} {selected[0]?.level}
          </p>
          <div className={exerciseStyles.actions}>
            <Button
              variant="secondary"
              onPress={() => send({ type: 'naming.cancel' })}
              isDisabled={creating}
            >
              Cancel
            </Button>
            <Button type="submit" isPending={creating} isDisabled={name.trim() === ''}>
              Create
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
