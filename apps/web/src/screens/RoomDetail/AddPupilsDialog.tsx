import { readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Button, Dialog, FileButton, TextArea } from '@lingua/ui';
import { useState } from 'react';
import { useShowToast } from '../../app/services';
import { type ClassAccountCards, useCreateClassAccounts } from '../../features/rooms/queries';
import { useText } from '../../i18n/useText';
import { parsePupilLines } from './pupilLines';
import { CSV_PUPILS_MAX, readPupilsCsv } from './pupilsCsv';
import * as styles from './RoomDetailScreen.css';

/** Generous for a pasted class: 100 pupils of long names. */
const LIST_MAX = 20_000;

/** What the chosen class-list file gave: its pupils went into the list, or why none did. */
type CsvOutcome =
  | { file: string; loaded: number }
  | {
      file: string;
      problem: 'unreadable' | 'empty' | 'missingColumns' | 'tooMany';
      count?: number;
    };

/** A CSV bigger than this is no class list. */
const CSV_BYTES_MAX = 1024 * 1024;

/**
 * Pupils without e-mail, added by name: the teacher types or pastes the class list, or chooses
 * it as a CSV file, sees how many accounts it makes and which lines make none, and gets the
 * sign-in cards.
 */
export function AddPupilsDialog({
  roomId,
  onClose,
  onCreated,
}: {
  roomId: string;
  onClose: () => void;
  onCreated: (cards: ClassAccountCards) => void;
}) {
  const t = useText();
  const showToast = useShowToast();
  const [text, setText] = useState('');
  const [csv, setCsv] = useState<CsvOutcome>();
  const { pupils, problems } = parsePupilLines(text);
  const create = useCreateClassAccounts(roomId, {
    onSuccess: (cards) => onCreated(cards),
    onError: (error) =>
      showToast({
        title: msg('common.error'),
        description: readApiError(error, msg('rooms.addPupils.failed')),
        variant: 'destructive',
      }),
  });

  const readFile = async (file: File) => {
    const outcome =
      file.size > CSV_BYTES_MAX
        ? ({ problem: 'unreadable' } as const)
        : readPupilsCsv(await file.text().catch(() => ''));
    if ('lines' in outcome) {
      setText(outcome.lines.slice(0, LIST_MAX));
      setCsv({ file: file.name, loaded: outcome.count });
    } else setCsv({ file: file.name, ...outcome });
  };

  return (
    <Dialog title={t('rooms.addPupils.title')} isOpen onOpenChange={(open) => !open && onClose()}>
      <div className={styles.dialogBody}>
        <TextArea
          label={t('rooms.addPupils.list')}
          description={t('rooms.addPupils.description')}
          value={text}
          onChange={setText}
          maxLength={LIST_MAX}
          rows={8}
        />
        <div className={styles.csvPicker}>
          <p className={styles.hint}>{t('rooms.addPupils.csvHint')}</p>
          <FileButton acceptedFileTypes={['.csv', 'text/csv']} onSelect={readFile}>
            {t('rooms.addPupils.csv')}
          </FileButton>
          {csv && 'loaded' in csv && (
            <p role="status" className={styles.hint}>
              {t('rooms.addPupils.csvLoaded', { count: csv.loaded, file: csv.file })}
            </p>
          )}
          {csv && 'problem' in csv && (
            <p role="alert" className={styles.error}>
              {t(`rooms.addPupils.csvProblem.${csv.problem}`, {
                file: csv.file,
                count: csv.count ?? 0,
                max: CSV_PUPILS_MAX,
              })}
            </p>
          )}
        </div>
        <p role="status">{t('rooms.addPupils.count', { count: pupils.length })}</p>
        {problems.length > 0 && (
          <div>
            <p className={styles.hint}>{t('rooms.addPupils.problems')}</p>
            <ul className={styles.invited}>
              {problems.map(({ line, problem }) => (
                <li key={line}>{t(`rooms.addPupils.problem.${problem}`, { line })}</li>
              ))}
            </ul>
          </div>
        )}
        <Button
          isDisabled={pupils.length === 0}
          isPending={create.isPending}
          pendingLabel={t('rooms.addPupils.creating')}
          onPress={() => create.mutate(pupils)}
        >
          {t('rooms.addPupils.create', { count: pupils.length })}
        </Button>
      </div>
    </Dialog>
  );
}
