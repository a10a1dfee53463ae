import { type Exercise, type ExerciseResults, readApiError } from '@lingua/api';
import { templateSelectionMachine } from '@lingua/flows';
import { AlertDialog, Button, EmptyState, Skeleton, StatCard } from '@lingua/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { ExerciseEditorDialog } from '../../features/exercises/ExerciseEditorDialog';
import { ExerciseSolveDialog } from '../../features/exercises/ExerciseSolveDialog';
import { FilterPanel } from '../../features/exercises/FilterPanel';
import {
  exerciseFilterOptions,
  exerciseStats,
  filterExercises,
  noExerciseFilters,
} from '../../features/exercises/myExercisesView';
import {
  exerciseCalls,
  INVALID_DATA,
  useMyExercises,
  useRefreshMyExercises,
} from '../../features/exercises/queries';
import { templateCalls, useClearTemplatesCache } from '../../features/templates/queries';
import { CardGrid, Page, StatGrid } from '../../layout/Page';
import { RefreshButton } from '../../layout/RefreshButton';
import { useApi, useNow, useShowToast } from '../../layout/services';
import { ExerciseCard } from './ExerciseCard';
import * as styles from './MyExercisesScreen.css';
import { SelectionBar } from './SelectionBar';

type Dialog = { kind: 'solve' | 'edit' | 'delete'; exercise: Exercise } | null;

/** /my-exercises: the user's exercises with stats, filters, and templates made of a selection. */
export default function MyExercisesScreen() {
  const api = useApi();
  const [, navigate] = useLocation();
  const now = useNow();
  const showToast = useShowToast();
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
    onSuccess: () => showToast({ title: 'Exercise Deleted', variant: 'default' }),
    onError: () =>
      showToast({
        title: 'Error',
        description: 'Failed to delete the exercise.',
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
      title="My Exercises"
      subtitle="Solve, edit and group the exercises you generated."
      actions={
        <>
          <RefreshButton onPress={refresh} />
          <Button onPress={() => navigate('/generate')}>Generate Exercises</Button>
        </>
      }
    >
      <StatGrid label="Statistics">
        <StatCard label="Total Exercises" value={stats.total} />
        <StatCard label="Last 7 Days" value={stats.lastWeek} />
        <StatCard label="Languages" value={stats.languages} />
        <StatCard label="Most Common Type" value={stats.mostCommonType} />
      </StatGrid>
      <FilterPanel
        className={styles.filters}
        filters={filters}
        setFilters={setFilters}
        fields={[
          { key: 'level', label: 'Level', values: options.level },
          { key: 'type', label: 'Type', values: options.type },
          { key: 'language', label: 'Language', values: options.language },
        ]}
      />
      {exercises.isPending ? (
        <section aria-busy="true" aria-label="Loading exercises">
          <CardGrid>
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} height="12rem" />
            ))}
          </CardGrid>
        </section>
      ) : exercises.isError ? (
        <div role="alert" className={styles.row}>
          <p className={styles.alert}>
            {exercises.error instanceof Error && exercises.error.message === INVALID_DATA
              ? INVALID_DATA
              : 'Failed to load exercises. Please try again.'}
          </p>
          <Button variant="secondary" onPress={refresh}>
            Try Again
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <EmptyState
          title={list.length === 0 ? 'No exercises yet' : 'No exercises match these filters'}
          description={
            list.length === 0
              ? 'Generate your first exercise to see it here.'
              : 'Try other filters.'
          }
          action={
            list.length === 0 && (
              <Button onPress={() => navigate('/generate')}>Generate Exercises</Button>
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
      <ExerciseEditorDialog
        exercise={dialog?.kind === 'edit' ? dialog.exercise : null}
        isSaving={save.isPending}
        saveError={
          save.error ? `Error saving exercise: ${readApiError(save.error, 'Unknown error')}` : null
        }
        onSave={(results) => dialog && save.mutate({ id: dialog.exercise.id, results })}
        onClose={() => setDialog(null)}
      />
      <AlertDialog
        title="Are you sure you want to delete this exercise?"
        isOpen={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && !remove.isPending && setDialog(null)}
        confirmLabel="Delete"
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => dialog && remove.mutate(dialog.exercise.id)}
      >
        This action cannot be undone. This will permanently delete the exercise and any associated
        data.
      </AlertDialog>
    </Page>
  );
}
