import { Badge } from '@lingua/ui';
import * as styles from './LanguageLevelBadges.css';
import { languageFlagSource } from './languageFlags';
import { useExerciseNames } from './names';

/**
 * The language (with its flag, named in the interface language) and CEFR level badges every
 * exercise and template card shows. A CEFR level reads the same in every language.
 */
export function LanguageLevelBadges({ language, level }: { language: string; level: string }) {
  const names = useExerciseNames();
  const flag = languageFlagSource(language);
  return (
    <>
      {/* The name is written beside the flag, so the image itself is decorative. */}
      <Badge icon={flag && <img src={flag} alt="" className={styles.flag} />}>
        {names.language(language)}
      </Badge>
      <Badge>
        <span translate="no">{level}</span>
      </Badge>
    </>
  );
}
