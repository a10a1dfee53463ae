import { type Exercise, readApiError } from '@lingua/api';
import * as contract from '@lingua/api/contract';
import { savingErrorMessage } from '@lingua/flows';
import { Button, Dialog, NumberField, Tab, TabList, TabPanel, Tabs } from '@lingua/ui';
import { useState } from 'react';
import { useText } from '../../../i18n/useText';
import { useMediaQuery } from '../../../layout/useMediaQuery';
import { media } from '../../../styles/theme';
import { contentLanguage, promptsOf } from '../ExerciseContent';
import { ExerciseEditorDialog } from '../ExerciseEditorDialog';
import * as exerciseStyles from '../exercise.css';
import * as styles from './ExerciseVersionsDialog.css';
import { type ExerciseVersion, useExerciseVersions, useVersionMutations } from './queries';

const { minimum, maximum } = contract.GenerateVersionsRequest.properties.count;

export interface ExerciseVersionsDialogProps {
  /** The exercise whose versions are made; the dialog is open while there is one. */
  exercise: Exercise | null;
  onClose: () => void;
}

/** The teacher makes, previews and curates equivalent versions of one exercise. */
export function ExerciseVersionsDialog({ exercise, onClose }: ExerciseVersionsDialogProps) {
  const t = useText();
  return (
    <Dialog
      title={t('exercises.versions.title')}
      isOpen={exercise !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {exercise && <VersionsPanel key={exercise.id} exercise={exercise} />}
    </Dialog>
  );
}

/** A version as the editor and the preview read it: the exercise with the version's content. */
const asExercise = (exercise: Exercise, version: ExerciseVersion): Exercise => ({
  ...exercise,
  id: `${exercise.id}:${version.number}`,
  engine: version.engine,
  results: version.results,
  answer_key: version.answer_key,
});

function VersionsPanel({ exercise }: { exercise: Exercise }) {
  const t = useText();
  const [count, setCount] = useState(5);
  const [editing, setEditing] = useState<ExerciseVersion | null>(null);
  const versions = useExerciseVersions(exercise.id);
  const { generate, regenerate, update, remove } = useVersionMutations(exercise.id);
  const isNarrow = useMediaQuery(media.narrow);
  const list = versions.data?.versions ?? [];
  const failed = [generate, regenerate, remove].find((mutation) => mutation.isError);
  const busyWith = (mutation: typeof regenerate | typeof remove, n: number) =>
    mutation.isPending && mutation.variables === n;

  const card = (version: ExerciseVersion) => {
    const named = { number: version.number };
    return (
      <article key={version.number} className={styles.version}>
        <h3 className={styles.heading}>{t('exercises.versions.version', named)}</h3>
        <ol className={styles.items} {...contentLanguage(exercise.language)}>
          {promptsOf(asExercise(exercise, version)).map((prompt, index) => (
            <li key={index}>{prompt}</li>
          ))}
        </ol>
        <div className={styles.row}>
          <Button
            size="small"
            variant="secondary"
            aria-label={t('exercises.versions.editNamed', named)}
            onPress={() => {
              update.reset();
              setEditing(version);
            }}
          >
            {t('exercises.versions.edit')}
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={t('exercises.versions.regenerateNamed', named)}
            isPending={busyWith(regenerate, version.number)}
            pendingLabel={t('exercises.versions.regenerating', named)}
            onPress={() => regenerate.mutate(version.number)}
          >
            {t('exercises.versions.regenerate')}
          </Button>
          <Button
            size="small"
            variant="danger"
            aria-label={t('exercises.versions.removeNamed', named)}
            isPending={busyWith(remove, version.number)}
            pendingLabel={t('exercises.versions.removing', named)}
            onPress={() => remove.mutate(version.number)}
          >
            {t('exercises.versions.remove')}
          </Button>
        </div>
      </article>
    );
  };

  return (
    <div className={exerciseStyles.stack}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          generate.mutate(count);
        }}
      >
        <NumberField
          label={t('exercises.versions.count')}
          description={t('exercises.versions.countHelp', { minimum, maximum })}
          minValue={minimum}
          maxValue={maximum}
          value={count}
          onChange={(value) => Number.isFinite(value) && setCount(value)}
          decrementLabel={t('ui.decrease')}
          incrementLabel={t('ui.increase')}
        />
        <Button
          type="submit"
          isPending={generate.isPending}
          pendingLabel={t('exercises.versions.generating')}
        >
          {t('exercises.versions.generate')}
        </Button>
      </form>
      <div role="status">
        {generate.data?.notice && <p className={exerciseStyles.muted}>{generate.data.notice}</p>}
      </div>
      {failed && (
        <p role="alert" className={exerciseStyles.error}>
          {readApiError(failed.error, t('exercises.versions.failed'))}
        </p>
      )}
      {versions.isPending ? (
        <p className={exerciseStyles.muted}>{t('exercises.versions.loading')}</p>
      ) : versions.isError ? (
        <p role="alert" className={exerciseStyles.error}>
          {t('exercises.versions.loadFailed')}
        </p>
      ) : list.length === 0 ? (
        <p className={exerciseStyles.muted}>{t('exercises.versions.empty')}</p>
      ) : isNarrow ? (
        <Tabs>
          <TabList aria-label={t('exercises.versions.list')}>
            {list.map((version) => (
              <Tab key={version.number} id={String(version.number)}>
                {String(version.number)}
              </Tab>
            ))}
          </TabList>
          {list.map((version) => (
            <TabPanel key={version.number} id={String(version.number)}>
              {card(version)}
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        <section aria-label={t('exercises.versions.list')} className={styles.grid}>
          {list.map(card)}
        </section>
      )}
      <ExerciseEditorDialog
        exercise={editing && asExercise(exercise, editing)}
        isSaving={update.isPending}
        saveError={
          update.error ? savingErrorMessage(readApiError(update.error, '') || undefined) : null
        }
        onSave={(results) =>
          editing &&
          update.mutate({ n: editing.number, results }, { onSuccess: () => setEditing(null) })
        }
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
