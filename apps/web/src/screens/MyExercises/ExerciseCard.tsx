import type { Exercise } from '@lingua/api';
import { Badge, Button, Card, Checkbox } from '@lingua/ui';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { DeleteButton } from '../../components/DeleteButton/DeleteButton';
import { contentLanguage } from '../../features/exercises/ExerciseContent';
import { LanguageLevelBadges } from '../../features/exercises/LanguageLevelBadges';
import { languageTag } from '../../features/exercises/languages';
import { useExerciseNames } from '../../features/exercises/names';
import { useFormat } from '../../i18n/format';
import { NamedLabel } from '../../i18n/named';
import { useText } from '../../i18n/useText';
import * as styles from './MyExercisesScreen.css';

interface ExerciseCardProps {
  exercise: Exercise;
  isSelected: boolean;
  onToggle: () => void;
  onSolve: () => void;
  onEdit: () => void;
  /** Opens the versions dialog; a teacher's card only (versions are dealt to a room). */
  onVersions?: (() => void) | undefined;
  onDelete: () => void;
}

export function ExerciseCard({
  exercise,
  isSelected,
  onToggle,
  onSolve,
  onEdit,
  onVersions,
  onDelete,
}: ExerciseCardProps) {
  const t = useText();
  const format = useFormat();
  const names = useExerciseNames();
  const selectLabel = useId();
  const title = exercise.results.Title;
  const lang = languageTag(exercise.language);
  return (
    <Card
      headingLevel={2}
      title={<span {...contentLanguage(exercise.language)}>{title}</span>}
      actions={<DeleteButton name={title} lang={lang} onPress={onDelete} />}
      footer={
        <div className={styles.row}>
          <Button size="small" onPress={onSolve}>
            {t('exercises.card.solve')}
          </Button>
          <Button size="small" variant="secondary" onPress={onEdit}>
            {t('exercises.preview.edit')}
          </Button>
          {onVersions && (
            <Button size="small" variant="secondary" onPress={onVersions}>
              {t('exercises.versions.open')}
            </Button>
          )}
        </div>
      }
    >
      <div className={styles.cardBody}>
        <div className={styles.badges}>
          <LanguageLevelBadges language={exercise.language} level={exercise.level} />
          <Badge tone="accent">{names.type(exercise.type)}</Badge>
        </div>
        <p className={styles.date}>
          <FormattedMessage
            id="exercises.card.created"
            values={{
              // Already in the reader's language (Intl); the pseudo-locale formats it in English.
              date: (
                <time dateTime={exercise.created_at} translate="no">
                  {format.date(exercise.created_at)}
                </time>
              ),
            }}
          />
        </p>
        {/* The name starts with the visible label (speech input can say it) and names the card. */}
        <Checkbox isSelected={isSelected} onChange={onToggle} aria-labelledby={selectLabel}>
          {t('exercises.card.select')}
        </Checkbox>
        <NamedLabel
          id={selectLabel}
          message="exercises.card.selectNamed"
          values={{ title }}
          lang={lang}
        />
      </div>
    </Card>
  );
}
