import { type Exercise, type ExerciseResults, readApiError } from '@lingua/api';
import { savingErrorMessage, templateSelectionMachine } from '@lingua/flows';
import { msg } from '@lingua/i18n';
import { Button, EmptyState, Skeleton, StatCard } from '@lingua/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { useApi, useNow, useShowToast } from '../../app/services';
import { useRole } from '../../app/useRole';
import { AlertDialogOnFirstOpen as AlertDialog } from '../../components/AlertDialogOnFirstOpen/AlertDialogOnFirstOpen';
import { CardGrid, Page, StatGrid } from '../../components/Page/Page';
import { DialogSpinner } from '../../components/PageSpinner/PageSpinner';
import { RefreshButton } from '../../components/RefreshButton/RefreshButton';
import { ExerciseEditorOnFirstOpen } from '../../features/exercises/ExerciseEditorOnFirstOpen';
import { FilterPanel } from '../../features/exercises/FilterPanel';
import {
  exerciseFilterOptions,
  exerciseStats,
  filterExercises,
  noExerciseFilters,
} from '../../features/exercises/myExercisesView';
import { useExerciseNames } from '../../features/exercises/names';
import {
  exerciseCalls,
  INVALID_DATA,
  useMyExercises,
  useRefreshMyExercises,
} from '../../features/exercises/queries';
import { templateCalls, useClearTemplatesCache } from '../../features/templates/queries';
import { useText } from '../../i18n/useText';
import { ExerciseCard } from './ExerciseCard';
import * as styles from './MyExercisesScreen.css';
import { SelectionBar } from './SelectionBar';

// Fetched when first opened, as the versions dialog below.
const ExerciseSolveDialog = loadOnFirstOpen(
  () =>
    import('../../features/exercises/ExerciseSolveDialog').then(
      (module) => module.ExerciseSolveDialog,
    ),
  (props) => props.exercise !== null,
  <DialogSpinner />,
);

// Fetched when a teacher opens it: 12.7 KB the page's first view need not carry.
const ExerciseVersionsDialog = loadOnFirstOpen(
  () =>
    import('../../features/exercises/versions/ExerciseVersionsDialog').then(
      (module) => module.ExerciseVersionsDialog,
    ),
  (props) => props.exercise !== null,
);

type Dialog = { kind: 'solve' | 'edit' | 'versions' | 'delete'; exercise: Exercise } | null;

/** /my-exercises: the user's exercises with stats, filters, and templates made of a selection. */
export default function MyExercisesScreen() {
  const t = useText();
  const names = useExerciseNames();
  const api = useApi();
  const [, navigate] = useLocation();
  const now = useNow();
  const showToast = useShowToast();
  const { isTeacher } = useRole();
  const exercises = useMyExercises();
  const refresh = useRefreshMyExercises();
  const clearTemplatesCache = useClearTemplatesCache();
  const [filters, setFilters] = useState(noExerciseFilters);
  const [dialog, setDialog] = useState<Dialog>(null);
  const calls = useMemo(() => exerciseCalls(api), [api]);

  const selection = useMemo(() => {
    const templates = templateCalls(api);
    return templateSelectionMachine.provide({
      actors: { createTemplate: fromPromise(({ input }) => templates.create(input)) },
      actions: { showToast: (_, toast) => showToast(toast), clearTemplatesCache },
    });
  }, [api, showToast, clearTemplatesCache]);
  const [selectionState, sendSelection] = useInspectedMachine(selection);

  const remove = useMutation({
    mutationFn: (id: string) => calls.remove(id),
    onSuccess: () => showToast({ title: msg('exercises.my.deleted'), variant: 'default' }),
    onError: () =>
      showToast({
        title: msg('common.error'),
        description: msg('exercises.my.deleteFailed'),
        variant: 'destructive',
      }),
    onSettled: () => {
      setDialog(null);
      refresh();
    },
  });
  const save = useMutation({
    mutationFn: ({ id, results }: { id: string; results: ExerciseResults }) =>
      calls.update(id, results),
    onSuccess: () => {
      setDialog(null);
      refresh();
    },
  });

  const list = exercises.data ?? [];
  const stats = exerciseStats(list, now);
  const options = exerciseFilterOptions(list);
  const shown = filterExercises(list, filters, now);
  const isSelected = (id: string) => selectionState.context.selected.some((e) => e.id === id);

  return (
    <Page
      title={t('shell.nav.myExercises')}
      subtitle={t('exercises.my.subtitle')}
      actions={
        <>
          <RefreshButton onPress={refresh} />
          <Button onPress={() => navigate('/generate')}>{t('exercises.my.generate')}</Button>
        </>
      }
    >
      <StatGrid label={t('exercises.my.stats')}>
        <StatCard label={t('exercises.my.total')} value={stats.total} />
        <StatCard label={t('exercises.my.lastWeek')} value={stats.lastWeek} />
        <StatCard label={t('exercises.my.languages')} value={stats.languages} />
        <StatCard
          label={t('exercises.my.mostCommonType')}
          value={
            stats.mostCommonType === 'None'
              ? t('exercises.my.none')
              : names.type(stats.mostCommonType)
          }
        />
      </StatGrid>
      <FilterPanel
        className={styles.filters}
        filters={filters}
        setFilters={setFilters}
        fields={[
          { key: 'level', label: t('exercises.filters.level'), values: options.level },
          {
            key: 'type',
            label: t('exercises.filters.type'),
            values: options.type,
            labelOf: names.type,
          },
          {
            key: 'language',
            label: t('exercises.filters.language'),
            values: options.language,
            labelOf: names.language,
            anyLabel: t('exercises.filters.allLanguages'),
          },
        ]}
      />
      {exercises.isPending ? (
        <section aria-busy="true" aria-label={t('exercises.my.loading')}>
          <CardGrid>
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} height="12rem" />
            ))}
          </CardGrid>
        </section>
      ) : exercises.isError ? (
        <div role="alert" className={styles.row}>
          <p className={styles.alert}>
            {t(
              exercises.error instanceof Error && exercises.error.message === INVALID_DATA
                ? 'exercises.my.invalidData'
                : 'exercises.my.loadFailed',
            )}
          </p>
          <Button variant="secondary" onPress={refresh}>
            {t('exercises.my.tryAgain')}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <EmptyState
          title={t(list.length === 0 ? 'exercises.my.emptyTitle' : 'exercises.my.noMatchTitle')}
          description={t(
            list.length === 0 ? 'exercises.my.emptyDescription' : 'exercises.my.noMatchDescription',
          )}
          action={
            list.length === 0 && (
              <Button onPress={() => navigate('/generate')}>{t('exercises.my.generate')}</Button>
            )
          }
          headingLevel={2}
        />
      ) : (
        <CardGrid>
          {shown.map((exercise) => (
            <ExerciseCard
              key={exercise.id}
              exercise={exercise}
              isSelected={isSelected(exercise.id)}
              onToggle={() => sendSelection({ type: 'exercise.toggle', exercise })}
              onSolve={() => setDialog({ kind: 'solve', exercise })}
              onEdit={() => {
                save.reset();
                setDialog({ kind: 'edit', exercise });
              }}
              onVersions={isTeacher ? () => setDialog({ kind: 'versions', exercise }) : undefined}
              onDelete={() => setDialog({ kind: 'delete', exercise })}
            />
          ))}
        </CardGrid>
      )}
      <SelectionBar state={selectionState} send={sendSelection} />
      <ExerciseSolveDialog
        exercise={dialog?.kind === 'solve' ? dialog.exercise : null}
        onClose={() => setDialog(null)}
      />
      <ExerciseEditorOnFirstOpen
        exercise={dialog?.kind === 'edit' ? dialog.exercise : null}
        isSaving={save.isPending}
        saveError={
          save.error ? savingErrorMessage(readApiError(save.error, '') || undefined) : null
        }
        onSave={(results) => dialog && save.mutate({ id: dialog.exercise.id, results })}
        onClose={() => setDialog(null)}
      />
      <ExerciseVersionsDialog
        exercise={dialog?.kind === 'versions' ? dialog.exercise : null}
        onClose={() => setDialog(null)}
      />
      <AlertDialog
        title={t('exercises.my.deleteTitle')}
        isOpen={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && !remove.isPending && setDialog(null)}
        confirmLabel={t('exercises.my.delete')}
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => dialog && remove.mutate(dialog.exercise.id)}
      >
        {t('exercises.my.deleteBody')}
      </AlertDialog>
    </Page>
  );
}
