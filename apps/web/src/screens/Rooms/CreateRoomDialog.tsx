import { LANGUAGES, type Language, LEVELS, type Level, readApiError } from '@lingua/api';
import * as contract from '@lingua/api/contract';
import { msg } from '@lingua/i18n';
import { Button, Dialog, Select, TextField } from '@lingua/ui';
import { useState } from 'react';
import { useShowToast } from '../../app/services';
import { useCreateRoom } from '../../features/rooms/queries';
import { useLanguageName } from '../../i18n/enums';
import { useText } from '../../i18n/useText';
import * as styles from './RoomsScreen.css';

const levelOptions = LEVELS.map((level) => ({ id: level, label: level }));

interface CreateRoomDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Room Name, Language, Level; Create stays disabled until all three are filled. */
export function CreateRoomDialog({ isOpen, onOpenChange }: CreateRoomDialogProps) {
  const t = useText();
  const languageName = useLanguageName();
  const showToast = useShowToast();
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<Language | null>(null);
  const [level, setLevel] = useState<Level | null>(null);
  const languageOptions = LANGUAGES.map((id) => ({ id, label: languageName(id) }));

  const create = useCreateRoom({
    onSuccess: () => {
      showToast({ title: msg('rooms.created'), variant: 'default' });
      setName('');
      setLanguage(null);
      setLevel(null);
      onOpenChange(false);
    },
    onError: (error) => {
      const detail = readApiError(error, null);
      showToast({
        title: msg('common.error'),
        description:
          detail === null
            ? msg('rooms.createFailedUnknown')
            : msg('rooms.createFailed', { detail }),
        variant: 'destructive',
      });
    },
  });

  const complete = name.trim() !== '' && language !== null && level !== null;

  return (
    <Dialog title={t('rooms.create')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) {
            create.mutate({ room_name: name.trim(), room_lang: language, room_level: level });
          }
        }}
      >
        <TextField
          label={t('rooms.name')}
          value={name}
          onChange={setName}
          autoFocus
          maxLength={contract.RoomName.maxLength}
        />
        <Select
          label={t('language.label')}
          placeholder={t('rooms.chooseLanguage')}
          options={languageOptions}
          selectedKey={language}
          onSelectionChange={(key) => setLanguage(key as Language)}
        />
        <Select
          label={t('rooms.level')}
          placeholder={t('rooms.chooseLevel')}
          options={levelOptions}
          selectedKey={level}
          onSelectionChange={(key) => setLevel(key as Level)}
        />
        <Button
          type="submit"
          isDisabled={!complete}
          isPending={create.isPending}
          pendingLabel={t('rooms.creating')}
        >
          {t('rooms.create')}
        </Button>
      </form>
    </Dialog>
  );
}
