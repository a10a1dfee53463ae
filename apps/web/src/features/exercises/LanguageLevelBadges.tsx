import { Badge } from '@lingua/ui';
import { languageFlag } from './languages';

/** The language (with its flag) and CEFR level badges every exercise and template card shows. */
export function LanguageLevelBadges({ language, level }: { language: string; level: string }) {
  return (
    <>
      <Badge icon={<span aria-hidden="true">{languageFlag(language)}</span>}>{language}</Badge>
      <Badge>{level}</Badge>
    </>
  );
}
