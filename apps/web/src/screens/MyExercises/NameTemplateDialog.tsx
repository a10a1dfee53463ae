import * as contract from '@lingua/api/contract';
import {
  criteriaProblem,
  hasSpeaking,
  SPEAKING_CRITERIA,
  type templateSelectionMachine,
} from '@lingua/flows';
import { Button, Checkbox, CheckboxGroup, Dialog, TextField } from '@lingua/ui';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import * as exerciseStyles from '../../features/exercises/exercise.css';
import { useExerciseNames } from '../../features/exercises/names';
import { useText } from '../../i18n/useText';
import * as styles from './MyExercisesScreen.css';

type Selection = SnapshotFrom<typeof templateSelectionMachine>;
type Send = ActorRefFrom<typeof templateSelectionMachine>['send'];

/** Names the template made of the chosen exercises (and its speaking criteria). */
export function NameTemplateDialog({ state, send }: { state: Selection; send: Send }) {
  const t = useText();
  const names = useExerciseNames();
  const { selected, name, criteria } = state.context;
  const noCriterion = criteriaProblem(state.context);
  const naming = state.matches('naming') || state.matches('creating');
  const creating = state.matches('creating');
  return (
    <Dialog
      title={t('exercises.selection.create')}
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
          label={t('exercises.selection.name')}
          value={name}
          onChange={(value) => send({ type: 'name.change', value })}
          isDisabled={creating}
          maxLength={contract.TemplateName.maxLength}
          autoFocus
        />
        <p className={styles.hint}>
          {t('exercises.selection.summary', {
            count: selected.length,
            language: names.language(selected[0]?.language ?? ''),
            level: selected[0]?.level ?? '',
          })}
        </p>
        {hasSpeaking(selected) && (
          <CheckboxGroup
            label={t('templates.criteria.label')}
            description={t('templates.criteria.hint')}
            value={criteria}
            onChange={(value) =>
              send({
                type: 'criteria.change',
                value: SPEAKING_CRITERIA.filter((id) => value.includes(id)),
              })
            }
            isInvalid={noCriterion !== null}
            errorMessage={noCriterion ? t(noCriterion) : undefined}
            isDisabled={creating}
          >
            {SPEAKING_CRITERIA.map((id) => (
              <Checkbox key={id} value={id}>
                {t(`exercises.criterion.${id}`)}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
        <div className={exerciseStyles.actions}>
          <Button
            variant="secondary"
            onPress={() => send({ type: 'naming.cancel' })}
            isDisabled={creating}
          >
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            isPending={creating}
            isDisabled={name.trim() === '' || noCriterion !== null}
          >
            {t('exercises.selection.createButton')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
