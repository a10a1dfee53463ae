import { EXERCISE_TYPES, type ExerciseType } from '@lingua/api';
import { generateMachine } from '@lingua/flows';
import type { Text } from '@lingua/i18n';
import { Tab, TabList, TabPanel, Tabs } from '@lingua/ui';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { useApi, useShowToast } from '../../app/services';
import { Page } from '../../components/Page/Page';
import { DialogSpinner } from '../../components/PageSpinner/PageSpinner';
import { ExerciseEditorOnFirstOpen } from '../../features/exercises/ExerciseEditorOnFirstOpen';
import { useExerciseNames } from '../../features/exercises/names';
import {
  exerciseCalls,
  type ItemVerification,
  useRefreshMyExercises,
} from '../../features/exercises/queries';
import { useText } from '../../i18n/useText';
import { GenerateForm } from './GenerateForm';

// Fetched with the first generated exercise: a first view shows only the form.
const ExercisePreviewDialog = loadOnFirstOpen(
  () =>
    import('../../features/exercises/ExercisePreviewDialog').then(
      (module) => module.ExercisePreviewDialog,
    ),
  (props) => props.exercise !== null,
  <DialogSpinner />,
);

/** /generate: a form per exercise type, then the preview to accept, edit or cancel. */
export default function GenerateScreen() {
  const t = useText();
  const names = useExerciseNames();
  const api = useApi();
  const showToast = useShowToast();
  const refreshMyExercises = useRefreshMyExercises();
  // The spec's browser alert, shown inside the editor instead (and announced).
  const [saveError, setSaveError] = useState<Text | null>(null);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [verification, setVerification] = useState<ItemVerification[] | undefined>(undefined);
  const machine = useMemo(() => {
    const calls = exerciseCalls(api);
    return generateMachine.provide({
      actors: {
        generateExercise: fromPromise(async ({ input }) => {
          setNotice(undefined);
          setVerification(undefined);
          const generated = await calls.generateWithNotice(input);
          setNotice(generated.notice);
          setVerification(generated.verification);
          return generated.exercise;
        }),
        deleteExercise: fromPromise(({ input }) => calls.remove(input.id)),
        updateExercise: fromPromise(async ({ input }) => {
          await calls.update(input.id, input.results);
        }),
        fetchExercise: fromPromise(({ input }) => calls.get(input.id)),
      },
      actions: {
        showToast: (_, toast) => showToast(toast),
        alert: (_, message) => setSaveError(message),
        refreshMyExercises,
        logError: (_, { message, error }) => console.error(message, error),
      },
    });
  }, [api, showToast, refreshMyExercises]);
  const [state, send] = useInspectedMachine(machine);
  const { exerciseType, form, exercise } = state.context;
  const editing = state.matches('editing') || state.matches('saving');

  return (
    <Page title={t('exercises.my.generate')} subtitle={t('exercises.generate.subtitle')}>
      <Tabs
        selectedKey={exerciseType}
        onSelectionChange={(key) =>
          send({ type: 'exerciseType.select', exerciseType: key as ExerciseType })
        }
        isDisabled={!state.matches('idle')}
      >
        <TabList aria-label={t('exercises.generate.typeTabs')}>
          {EXERCISE_TYPES.map((type) => (
            <Tab key={type} id={type}>
              {names.type(type)}
            </Tab>
          ))}
        </TabList>
        {EXERCISE_TYPES.map((type) => (
          <TabPanel key={type} id={type}>
            <GenerateForm
              exerciseType={type}
              values={form}
              busy={state.matches('submitting')}
              onChange={(field, value) => send({ type: 'field.change', field, value })}
              onSubmit={() => send({ type: 'generate.submit' })}
            />
          </TabPanel>
        ))}
      </Tabs>
      <ExercisePreviewDialog
        exercise={editing ? null : exercise}
        isBusy={state.hasTag('busy')}
        notice={notice}
        verification={verification}
        onAccept={() => send({ type: 'preview.accept' })}
        onCancel={() => send({ type: 'preview.cancel' })}
        onEdit={() => {
          setSaveError(null);
          send({ type: 'preview.edit' });
        }}
      />
      <ExerciseEditorOnFirstOpen
        exercise={editing ? exercise : null}
        isSaving={state.matches('saving')}
        saveError={saveError}
        onSave={(results) => {
          setSaveError(null);
          send({ type: 'editor.save', results });
        }}
        onClose={() => send({ type: 'editor.close' })}
      />
    </Page>
  );
}
