-- Issue 33: what a recording says, when the deployment has a transcription model
-- (OPENAI_STT_MODEL). Only ever read by the teacher; re-recording starts it again.
ALTER TABLE recordings
  ADD COLUMN transcript text,
  ADD COLUMN transcript_status text CHECK (transcript_status IN ('pending', 'done', 'failed'));
