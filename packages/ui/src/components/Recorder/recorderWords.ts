/**
 * The Recorder's words. They are its own, not in `UiStrings`: only the pages that record need
 * them, so the app loads their translations with those pages (the catalogue's `solve` part)
 * instead of with every first view.
 */
export interface RecorderWords {
  record: string;
  stop: string;
  recordAgain: string;
  submit: string;
  /** The level meter's name. */
  level: string;
  /** The countdown's name. */
  timeLeft: string;
  /** The player of the take, for listening back. */
  playback: string;
  /** Before the first take, e.g. "Up to 1:30". */
  upTo: (duration: string) => string;
  asking: string;
  /** Shown and announced while recording, e.g. "Recording, 0:42 left". */
  recording: (left: string) => string;
  finishing: string;
  /** e.g. "Recorded 0:18". */
  recorded: (duration: string) => string;
  submitting: string;
  submitted: string;
  submitFailed: string;
  /** Saved on its own (a timed sitting): on its way, e.g. "Recorded 0:18, saving…". */
  saving: (duration: string) => string;
  /** e.g. "Recorded 0:18, saved". */
  saved: (duration: string) => string;
  /** Offline: kept in this browser until the network is back. */
  savedOffline: (duration: string) => string;
  /** The server failed: tried again on its own. */
  saveRetrying: (duration: string) => string;
  /** The server refused it: record it again. */
  saveFailed: string;
  noMicrophone: string;
  refused: string;
}

export const englishRecorderWords: RecorderWords = {
  record: 'Record',
  stop: 'Stop',
  recordAgain: 'Record again',
  submit: 'Submit recording',
  level: 'Microphone level',
  timeLeft: 'Time left',
  playback: 'Your recording',
  upTo: (duration) => `Up to ${duration}`,
  asking: 'Allow the microphone when your browser asks.',
  recording: (left) => `Recording, ${left} left`,
  finishing: 'Finishing the recording…',
  recorded: (duration) => `Recorded ${duration}`,
  submitting: 'Submitting the recording…',
  submitted: 'Recording submitted',
  submitFailed: 'The recording was not submitted. It is kept here: submit it again.',
  saving: (duration) => `Recorded ${duration}, saving…`,
  saved: (duration) => `Recorded ${duration}, saved`,
  savedOffline: (duration) =>
    `Recorded ${duration}. You are offline: it is kept in this browser and saved when you are back online.`,
  saveRetrying: (duration) => `Recorded ${duration}. Not saved yet: trying again…`,
  saveFailed: 'The recording could not be saved: record it again.',
  noMicrophone:
    'No microphone found: connect one, or close the programs using it, then reload the page.',
  refused:
    'Microphone blocked: allow it for this site in your browser’s settings, then reload the page.',
};
