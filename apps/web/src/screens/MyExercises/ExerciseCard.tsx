import type { Exercise } from '@lingua/api';
import { Badge, Button, Card, Checkbox } from '@lingua/ui';
import { contentLanguage } from '../../features/exercises/ExerciseContent';
import { LanguageLevelBadges } from '../../features/exercises/LanguageLevelBadges';
import { DeleteButton } from '../../layout/DeleteButton';
import { formatDate } from '../../layout/format';
import * as styles from './MyExercisesScreen.css';

interface ExerciseCardProps {
  exercise: Exercise;
  isSelected: boolean;
  onToggle: () => void;
  onSolve: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function ExerciseCard({
  exercise,
  isSelected,
  onToggle,
  onSolve,
  onEdit,
  onDelete,
}: ExerciseCardProps) {
  const title = exercise.results.Title;
  return (
    <Card
      headingLevel={2}
      title={<span {...contentLanguage(exercise.language)}>{title}</span>}
      actions={<DeleteButton name={title} onPress={onDelete} />}
      footer={
        <div className={styles.row}>
          <Button size="small" onPress={onSolve}>
            Solve
          </Button>
          <Button size="small" variant="secondary" onPress={onEdit}>
            Edit
          </Button>
        </div>
      }
    >
      <div className={styles.cardBody}>
        <div className={styles.badges}>
          <LanguageLevelBadges language={exercise.language} level={exercise.level} />
          <Badge tone="accent">{exercise.type}</Badge>
        </div>
        <p className={styles.date}>Created {formatDate(exercise.created_at)}</p>
        {/* The name starts with the visible label (speech input can say it) and names the card. */}
        <Checkbox
          isSelected={isSelected}
          onChange={onToggle}
          aria-label={`Select for a template: ${title}`}
        >
          Select for a template
        </Checkbox>
      </div>
    </Card>
  );
}
