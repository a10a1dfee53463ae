import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** /exercises: the menu entry above Generate, My Exercises and My Templates. */
export default function ExercisesScreen() {
  return <PlaceholderPage title="Exercises" description="Coming soon..." />;
}
