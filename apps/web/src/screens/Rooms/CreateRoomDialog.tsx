import { LANGUAGES, type Language, LEVELS, type Level, readApiError } from '@lingua/api';
import { Button, Dialog, Select, TextField } from '@lingua/ui';
import { useState } from 'react';
import { useCreateRoom } from '../../features/rooms/queries';
import { useShowToast } from '../../layout/services';
import * as styles from './RoomsScreen.css';

const languageOptions = LANGUAGES.map((language) => ({ id: language, label: language }));
const levelOptions = LEVELS.map((level) => ({ id: level, label: level }));

interface CreateRoomDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Room Name, Language, Level; Create stays disabled until all three are filled. */
export function CreateRoomDialog({ isOpen, onOpenChange }: CreateRoomDialogProps) {
  const showToast = useShowToast();
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<Language | null>(null);
  const [level, setLevel] = useState<Level | null>(null);

  const create = useCreateRoom({
    onSuccess: () => {
      showToast({ title: 'Room Created!', variant: 'default' });
      setName('');
      setLanguage(null);
      setLevel(null);
      onOpenChange(false);
    },
    onError: (error) =>
      showToast({
        title: 'Error',
        description: `Error creating room: ${readApiError(error, 'unknown error')}`,
        variant: 'destructive',
      }),
  });

  const complete = name.trim() !== '' && language !== null && level !== null;

  return (
    <Dialog title="Create Room" isOpen={isOpen} onOpenChange={onOpenChange}>
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
        <TextField label="Room Name" value={name} onChange={setName} autoFocus maxLength={100} />
        <Select
          label="Language"
          placeholder="Choose a language"
          options={languageOptions}
          selectedKey={language}
          onSelectionChange={(key) => setLanguage(key as Language)}
        />
        <Select
          label="Level"
          placeholder="Choose a level"
          options={levelOptions}
          selectedKey={level}
          onSelectionChange={(key) => setLevel(key as Level)}
        />
        <Button
          type="submit"
          isDisabled={!complete}
          isPending={create.isPending}
          pendingLabel="Creating"
        >
          Create Room
        </Button>
      </form>
    </Dialog>
  );
}
