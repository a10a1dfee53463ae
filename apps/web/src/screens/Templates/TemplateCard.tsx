import { Badge, Button, Card } from '@lingua/ui';
import { DeleteButton } from '../../components/DeleteButton/DeleteButton';
import { LanguageLevelBadges } from '../../features/exercises/LanguageLevelBadges';
import type { LibraryTemplate } from '../../features/templates/queries';
import { exerciseCount } from '../../features/templates/templateLibrary';
import { useFormat } from '../../i18n/format';
import { TextWith } from '../../i18n/TextWith';
import { useText } from '../../i18n/useText';
import * as styles from './TemplatesScreen.css';

interface TemplateCardProps {
  template: LibraryTemplate;
  onSolve: () => void;
  /** Only the owner shares and deletes; shared templates leave these out. */
  onShare?: () => void;
  onDelete?: () => void;
}

export function TemplateCard({ template, onSolve, onShare, onDelete }: TemplateCardProps) {
  const t = useText();
  const format = useFormat();
  const name = template.template_name;
  const created = format.date(template.created_at);
  return (
    <Card
      title={<span translate="no">{name}</span>}
      actions={onDelete && <DeleteButton name={name} onPress={onDelete} />}
      footer={
        <div className={styles.row}>
          <Button size="small" onPress={onSolve}>
            {t('templates.card.solve')}
          </Button>
          {onShare && (
            <Button size="small" variant="secondary" onPress={onShare}>
              {t('templates.card.share')}
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
              {t('templates.card.status', { status: template.status })}
            </Badge>
          )}
        </div>
        <p className={styles.muted}>{t(exerciseCount(template.exercises_id_list.length))}</p>
        <p className={styles.muted}>
          {template.sharedBy ? (
            <TextWith
              id="templates.card.createdSharedBy"
              values={{ name: template.sharedBy }}
              parts={{ date: created }}
            />
          ) : (
            <TextWith id="templates.card.created" parts={{ date: created }} />
          )}
        </p>
      </div>
    </Card>
  );
}
