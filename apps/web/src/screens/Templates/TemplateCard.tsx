import { Badge, Button, Card } from '@lingua/ui';
import { LanguageLevelBadges } from '../../features/exercises/LanguageLevelBadges';
import type { LibraryTemplate } from '../../features/templates/queries';
import { exerciseCount } from '../../features/templates/templateLibrary';
import { DeleteButton } from '../../layout/DeleteButton';
import { formatDate } from '../../layout/format';
import * as styles from './TemplatesScreen.css';

interface TemplateCardProps {
  template: LibraryTemplate;
  onSolve: () => void;
  /** Only the owner shares and deletes; shared templates leave these out. */
  onShare?: () => void;
  onDelete?: () => void;
}

export function TemplateCard({ template, onSolve, onShare, onDelete }: TemplateCardProps) {
  const name = template.template_name;
  return (
    <Card
      title={name}
      actions={onDelete && <DeleteButton name={name} onPress={onDelete} />}
      footer={
        <div className={styles.row}>
          <Button size="small" onPress={onSolve}>
            Solve
          </Button>
          {onShare && (
            <Button size="small" variant="secondary" onPress={onShare}>
              Share
            </Button>
          )}
        </div>
      }
    >
      <div className={styles.cardBody}>
        <div className={styles.row}>
          <LanguageLevelBadges language={template.language} level={template.template_level} />
          {template.status && (
            <Badge tone={template.status === 'Completed' ? 'neutral' : 'danger'}>
              {template.status}
            </Badge>
          )}
        </div>
        <p className={styles.muted}>{exerciseCount(template.exercises_id_list.length)}</p>
        <p className={styles.muted}>
          Created {formatDate(template.created_at)}
          {template.sharedBy && ` · shared by ${template.sharedBy}`}
        </p>
      </div>
    </Card>
  );
}
