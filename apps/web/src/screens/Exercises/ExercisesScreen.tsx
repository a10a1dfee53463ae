import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';
import { useText } from '../../i18n/useText';

/** /exercises: the menu entry above Generate, My Exercises and My Templates. */
export default function ExercisesScreen() {
  const t = useText();
  return (
    <PlaceholderPage
      title={t('shell.nav.exercises')}
      description={t('exercises.screen.comingSoon')}
    />
  );
}
