import { Badge } from '@lingua/ui';
import * as styles from './LanguageLevelBadges.css';
import { languageFlagSource } from './languageFlags';

/** The language (with its flag) and CEFR level badges every exercise and template card shows. */
export function LanguageLevelBadges({ language, level }: { language: string; level: string }) {
  const flag = languageFlagSource(language);
  return (
    <>
      {/* The name is written beside the flag, so the image itself is decorative. */}
      <Badge icon={flag && <img src={flag} alt="" className={styles.flag} />}>{language}</Badge>
      <Badge>{level}</Badge>
    </>
  );
}
