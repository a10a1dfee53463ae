import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/services';
import { useText } from '../../i18n/useText';
import { recordingAudio } from '../speaking/recordingAudio';

/**
 * A student's spoken answer, to play. The server asks for the session's bearer token, which an
 * `<audio src>` cannot send: the recording is read through the client, then played from memory.
 */
export function RecordingPlayer({ recordingId, label }: { recordingId: string; label: string }) {
  const t = useText();
  const api = useApi();
  const audio = useQuery({
    queryKey: ['recordings', recordingId],
    queryFn: () => recordingAudio(api, recordingId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!audio.data) return;
    const made = URL.createObjectURL(audio.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [audio.data]);
  if (audio.isError) return <span role="status">{t('gradebook.recording.failed')}</span>;
  if (!url) return <span role="status">{t('gradebook.recording.loading')}</span>;
  // biome-ignore lint/a11y/useMediaCaption: a student's own answer has no transcript to caption it
  return <audio controls src={url} aria-label={label} />;
}
