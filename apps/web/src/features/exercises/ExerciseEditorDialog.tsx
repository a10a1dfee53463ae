import type { Exercise, ExerciseResults } from '@lingua/api';
import * as contract from '@lingua/api/contract';
import type { Text } from '@lingua/i18n';
import { Button, Dialog, TextArea, TextField } from '@lingua/ui';
import { useState } from 'react';
import { useText } from '../../i18n/useText';
import { writtenIn } from './ExerciseContent';
import { type EditableResults, toEditable, toUpdatedResults } from './editableResults';
import * as styles from './exercise.css';
import { useCharacterCount } from './names';

export interface ExerciseEditorDialogProps {
  /** The exercise to edit; the dialog is open while there is one. */
  exercise: Exercise | null;
  onSave: (results: ExerciseResults) => void;
  onClose: () => void;
  /** The save is running. */
  isSaving?: boolean;
  /** Why the last save failed, shown in the dialog and announced. */
  saveError?: Text | null;
}

/** Edit an exercise's title, text and prompts. A Listening transcript is read-only. */
export function ExerciseEditorDialog({ exercise, onClose, ...props }: ExerciseEditorDialogProps) {
  const t = useText();
  return (
    <Dialog
      title={t('exercises.editor.title')}
      isOpen={exercise !== null}
      onOpenChange={(open) => !open && !props.isSaving && onClose()}
      isDismissable={!props.isSaving}
    >
      {exercise && (
        <EditorForm key={exercise.id} exercise={exercise} onClose={onClose} {...props} />
      )}
    </Dialog>
  );
}

function EditorForm({
  exercise,
  onSave,
  onClose,
  isSaving = false,
  saveError = null,
}: ExerciseEditorDialogProps & { exercise: Exercise }) {
  const t = useText();
  const characterCount = useCharacterCount();
  const [edited, setEdited] = useState<EditableResults>(() => toEditable(exercise));
  // The fields' values are in the exercise's language; their labels in the interface's.
  const language = writtenIn(exercise.language);
  const isWriting = exercise.type === 'Writing';
  const setPrompt = (index: number, value: string) =>
    setEdited((current) => ({
      ...current,
      prompts: current.prompts.map((prompt, at) => (at === index ? value : prompt)),
    }));
  return (
    <form
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(toUpdatedResults(exercise, edited));
      }}
    >
      <div {...language}>
        <TextField
          label={t('exercises.editor.titleField')}
          value={edited.Title}
          onChange={(Title) => setEdited((current) => ({ ...current, Title }))}
          isRequired
          maxLength={contract.ExerciseResults.properties.Title.maxLength}
        />
      </div>
      <div {...language}>
        <TextArea
          label={t(
            isWriting
              ? 'exercises.editor.description'
              : exercise.type === 'Listening'
                ? 'exercises.content.transcript'
                : 'exercises.content.text',
          )}
          value={edited.text}
          onChange={(text) => setEdited((current) => ({ ...current, text }))}
          isReadOnly={exercise.type === 'Listening'}
          description={
            exercise.type === 'Listening' ? t('exercises.editor.transcriptReadOnly') : undefined
          }
          maxLength={isWriting ? 4000 : 10000}
          formatCount={characterCount}
          rows={isWriting ? 3 : 6}
        />
      </div>
      <fieldset className={styles.stack}>
        <legend>
          {t(isWriting ? 'exercises.content.exercises' : 'exercises.content.questions')}
        </legend>
        {edited.prompts.map((prompt, index) => (
          <div key={index} {...language}>
            <TextField
              label={t(isWriting ? 'exercises.editor.exercise' : 'exercises.editor.question', {
                number: index + 1,
              })}
              value={prompt}
              onChange={(value) => setPrompt(index, value)}
              maxLength={contract.ExerciseResults.properties.Exercises.items.maxLength}
            />
          </div>
        ))}
      </fieldset>
      {saveError && (
        <p role="alert" className={styles.error}>
          {t(saveError)}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isPending={isSaving} pendingLabel={t('exercises.editor.saving')}>
          {t('exercises.editor.save')}
        </Button>
      </div>
    </form>
  );
}
