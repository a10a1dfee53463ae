import type { ApiClient } from '@lingua/api';
import { ReadingCheck, type ReadingCheckWords } from '@lingua/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../app/services';
import { useText } from '../../i18n/useText';
import { criterionName } from './rubricLines';

/** While a transcript is on its way, the list is asked again this often. */
const PENDING_POLL_MS = 3_000;

async function sittingRecordings(api: ApiClient, sittingId: string) {
  const { data, response } = await api.GET('/recordings/sittings/{id}', {
    params: { path: { id: sittingId } },
  });
  if (!response.ok || !data) throw new Error(`recordings of the sitting: ${response.status}`);
  return data;
}

/** A sitting's recordings with what the teacher is told of each (transcripts, suggestions). */
export function useSittingRecordings(sittingId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['recordings', 'sitting', sittingId],
    queryFn: () => sittingRecordings(api, sittingId),
    refetchInterval: (query) =>
      query.state.data?.some((recording) => recording.transcript_status === 'pending')
        ? PENDING_POLL_MS
        : false,
  });
}

/**
 * What the deployment's transcription model heard in a recording, under its player, for the
 * teacher: a text read aloud as a word-by-word check, anything else as the transcript. Nothing
 * shows where no transcript is made (no OPENAI_STT_MODEL).
 */
export function RecordingTranscript({
  sittingId,
  recordingId,
}: {
  sittingId: string;
  recordingId: string;
}) {
  const t = useText();
  const recordings = useSittingRecordings(sittingId);
  const labels = useMemo<ReadingCheckWords>(
    () => ({
      title: t('gradebook.transcript.title'),
      missed: t('gradebook.transcript.missed'),
      heardInstead: (heard) => t('gradebook.transcript.heardInstead', { heard }),
      summary: (missed, changed) => t('gradebook.transcript.summary', { missed, changed }),
      added: (words) => t('gradebook.transcript.added', { words }),
    }),
    [t],
  );
  const recording = recordings.data?.find((candidate) => candidate.id === recordingId);
  if (!recording?.transcript_status) return null;
  if (recording.transcript_status === 'pending')
    return <p role="status">{t('gradebook.transcript.pending')}</p>;
  if (recording.transcript_status === 'failed') return <p>{t('gradebook.transcript.failed')}</p>;
  return (
    <div>
      {recording.reading_check ? (
        <ReadingCheck
          words={recording.reading_check.words}
          added={recording.reading_check.added}
          labels={labels}
        />
      ) : (
        <p>
          <strong>{t('gradebook.transcript.heard')}</strong> {recording.transcript}
        </p>
      )}
      {recording.suggested_scores ? (
        <p>
          {t('gradebook.transcript.suggested', {
            scores: Object.entries(recording.suggested_scores)
              .map(([criterion, points]) => `${criterionName(t, criterion)} ${points}`)
              .join(', '),
          })}
        </p>
      ) : null}
      <p>
        <small>{t('gradebook.transcript.suggestion')}</small>
      </p>
    </div>
  );
}
