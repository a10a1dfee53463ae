import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { DialogSpinner } from '../../components/PageSpinner/PageSpinner';

/**
 * The exercise editor, fetched when it first opens: Generate and My exercises offer it, and
 * neither's first view carries it.
 */
export const ExerciseEditorOnFirstOpen = loadOnFirstOpen(
  () => import('./ExerciseEditorDialog').then((module) => module.ExerciseEditorDialog),
  (props) => props.exercise !== null,
  <DialogSpinner />,
);
