import { compareReading, type Language, type Level } from '@lingua/content';
import type { Deps } from '../deps';
import type { Schemas } from '../shared/schemas';
import { type RecordingRow, recordingAudio, saveSuggestedScores, saveTranscript } from './queries';

/** The exercise a recording answers, as the transcript's model needs it. */
export interface SpokenExercise {
  language: Language;
  level: Level;
  results: Schemas['ExerciseResults'];
}

/**
 * Transcribes a recording once it is kept, apart from the upload: the student never waits for
 * the model, and a failure only leaves the teacher without a transcript (said as "failed"). An
 * open answer (not a text read aloud) then gets the model's suggested rubric points.
 */
export function transcribeLater(deps: Deps, row: RecordingRow, exercise: SpokenExercise): void {
  const transcribe = deps.engine.transcribe;
  if (!transcribe || row.transcript_status !== 'pending') return;
  void (async () => {
    let transcript: string | null = null;
    try {
      const audio = await recordingAudio(deps.db, row.id, 0, row.bytes - 1);
      transcript = await transcribe(audio, row.mime_type, exercise.language);
    } catch (error) {
      deps.log.warn({ err: error, recording: row.id }, 'transcription failed');
    }
    try {
      await saveTranscript(deps.db, row.id, transcript);
      if (transcript) await suggestScores(deps, row, exercise, transcript);
    } catch (error) {
      deps.log.error({ err: error, recording: row.id }, 'transcript not kept');
    }
  })();
}

async function suggestScores(
  deps: Deps,
  row: RecordingRow,
  { language, level, results }: SpokenExercise,
  transcript: string,
): Promise<void> {
  const suggest = deps.engine.suggestRubric;
  if (!suggest || results.speaking_task === 'read_aloud') return;
  const task = results.Questions?.[row.item_id - 1] ?? results.Description ?? '';
  const criteria = results.criteria ?? [];
  if (criteria.length === 0) return;
  await saveSuggestedScores(
    deps.db,
    row.id,
    await suggest({ language, level, task, transcript, criteria }),
  );
}

/**
 * For the teacher: what the recording says and, on a text read aloud, which of its words were
 * missed or changed. Suggestions only: the rubric score stays the teacher's.
 */
export function transcriptFacts(
  row: Pick<RecordingRow, 'transcript' | 'transcript_status' | 'suggested_scores'>,
  results: Schemas['ExerciseResults'] | undefined,
): Pick<
  Schemas['Recording'],
  'transcript_status' | 'transcript' | 'reading_check' | 'suggested_scores'
> {
  if (!row.transcript_status) return {};
  if (row.transcript === null) return { transcript_status: row.transcript_status };
  const read = results?.speaking_task === 'read_aloud' ? results.Paragraph : undefined;
  return {
    transcript_status: row.transcript_status,
    transcript: row.transcript,
    ...(read ? { reading_check: compareReading(read, row.transcript) } : {}),
    ...(row.suggested_scores ? { suggested_scores: row.suggested_scores } : {}),
  };
}
