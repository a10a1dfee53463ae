import { Badge, Button, Card, icons } from '@lingua/ui';
import { languageFlag } from '../../features/exercises/languages';
import type { LibraryTemplate } from '../../features/templates/templateCalls';
import { exerciseCount } from '../../features/templates/templateLibrary';
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
      actions={
        onDelete && (
          <Button
            variant="ghost"
            size="small"
            icon={<icons.TrashIcon />}
            aria-label={`Delete ${name}`}
            onPress={onDelete}
          />
        )
      }
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
          <Badge icon={<span aria-hidden="true">{languageFlag(template.language)}</span>}>
            {template.language}
          </Badge>
          <Badge>{template.template_level}</Badge>
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
