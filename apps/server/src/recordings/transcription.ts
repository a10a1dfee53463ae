import { compareReading, type Language } from '@lingua/content';
import type { Deps } from '../deps';
import type { Schemas } from '../shared/schemas';
import { type RecordingRow, recordingAudio, saveTranscript } from './queries';

/**
 * Transcribes a recording once it is kept, apart from the upload: the student never waits for
 * the model, and a failure only leaves the teacher without a transcript (said as "failed").
 */
export function transcribeLater(deps: Deps, row: RecordingRow, language: Language): void {
  const transcribe = deps.engine.transcribe;
  if (!transcribe || row.transcript_status !== 'pending') return;
  void (async () => {
    let transcript: string | null = null;
    try {
      const audio = await recordingAudio(deps.db, row.id, 0, row.bytes - 1);
      transcript = await transcribe(audio, row.mime_type, language);
    } catch (error) {
      deps.log.warn({ err: error, recording: row.id }, 'transcription failed');
    }
    await saveTranscript(deps.db, row.id, transcript).catch((error: unknown) =>
      deps.log.error({ err: error, recording: row.id }, 'transcript not saved'),
    );
  })();
}

/**
 * For the teacher: what the recording says and, on a text read aloud, which of its words were
 * missed or changed. Suggestions only: the rubric score stays the teacher's.
 */
export function transcriptFacts(
  row: Pick<RecordingRow, 'transcript' | 'transcript_status'>,
  results: Schemas['ExerciseResults'] | undefined,
): Pick<Schemas['Recording'], 'transcript_status' | 'transcript' | 'reading_check'> {
  if (!row.transcript_status) return {};
  if (row.transcript === null) return { transcript_status: row.transcript_status };
  const read = results?.speaking_task === 'read_aloud' ? results.Paragraph : undefined;
  return {
    transcript_status: row.transcript_status,
    transcript: row.transcript,
    ...(read ? { reading_check: compareReading(read, row.transcript) } : {}),
  };
}
