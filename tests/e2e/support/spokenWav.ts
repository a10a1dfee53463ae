import { writeFile } from 'node:fs/promises';
import ESpeakNg from 'espeak-ng';

/**
 * A WAV of `text` spoken by eSpeak NG in `voice` ("es"), written to `path`: the sound Chromium's
 * fake microphone plays (`--use-file-for-fake-audio-capture`), so a journey records real speech.
 */
export async function writeSpokenWav(text: string, voice: string, path: string): Promise<void> {
  const espeak = await ESpeakNg({
    arguments: ['-v', voice, '-w', 'speech.wav', text],
    print: () => {},
    printErr: () => {},
  });
  await writeFile(path, espeak.FS.readFile('speech.wav'));
}
