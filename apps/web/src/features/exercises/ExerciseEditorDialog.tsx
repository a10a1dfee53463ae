import type { Exercise, ExerciseResults } from '@lingua/api';
import { Button, Dialog, TextArea, TextField } from '@lingua/ui';
import { useState } from 'react';
import { contentLanguage } from './ExerciseContent';
import { type EditableResults, toEditable, toUpdatedResults } from './editableResults';
import * as styles from './exercise.css';

export interface ExerciseEditorDialogProps {
  /** The exercise to edit; the dialog is open while there is one. */
  exercise: Exercise | null;
  onSave: (results: ExerciseResults) => void;
  onClose: () => void;
  /** The save is running. */
  isSaving?: boolean;
  /** Why the last save failed, shown in the dialog and announced. */
  saveError?: string | null;
}

/** Edit an exercise's title, text and prompts. A Listening transcript is read-only. */
export function ExerciseEditorDialog({ exercise, onClose, ...props }: ExerciseEditorDialogProps) {
  return (
    <Dialog
      title="Edit Exercise"
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
  const [edited, setEdited] = useState<EditableResults>(() => toEditable(exercise));
  const language = contentLanguage(exercise.language);
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
          label="Title"
          value={edited.Title}
          onChange={(Title) => setEdited((current) => ({ ...current, Title }))}
          isRequired
          maxLength={200}
        />
      </div>
      <div {...language}>
        <TextArea
          label={isWriting ? 'Description' : exercise.type === 'Listening' ? 'Transcript' : 'Text'}
          value={edited.text}
          onChange={(text) => setEdited((current) => ({ ...current, text }))}
          isReadOnly={exercise.type === 'Listening'}
          description={
            exercise.type === 'Listening'
              ? 'The transcript matches the audio and cannot be edited.'
              : undefined
          }
          maxLength={isWriting ? 4000 : 10000}
          rows={isWriting ? 3 : 6}
        />
      </div>
      <fieldset className={styles.stack}>
        <legend>{isWriting ? 'Exercises' : 'Questions'}</legend>
        {edited.prompts.map((prompt, index) => (
          <div key={index} {...language}>
            <TextField
              label={`${isWriting ? 'Exercise' : 'Question'} ${index + 1}`}
              value={prompt}
              onChange={(value) => setPrompt(index, value)}
              maxLength={1000}
            />
          </div>
        ))}
      </fieldset>
      {saveError && (
        <p role="alert" className={styles.error}>
          {saveError}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" isPending={isSaving} pendingLabel="Saving">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
