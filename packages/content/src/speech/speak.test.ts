import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { type Language, languages } from '../languages';
import { seededRandom } from '../random';
import { mp3Frames } from './mp3Frames';
import { speak } from './speak';

const passage150 = Array.from(
  { length: 10 },
  () => 'Mi abuela prepara una sopa muy rica los domingos y toda la familia come en su casa.',
).join(' ');

// eSpeak NG and LAME in WebAssembly take a few seconds per passage on a shared two-core machine.
describe('speech', { timeout: 60_000 }, () => {
  it('is MP3 whose frames last as long as the speech and stay under 400 KB for 150 words', async () => {
    expect(passage150.split(' ').length).toBeGreaterThanOrEqual(150);
    const speech = await speak(passage150, 'Spanish', 'A1');
    const bytes = Buffer.from(speech.audio_base64, 'base64');
    expect(bytes.length).toBe(speech.bytes);
    expect(bytes.length).toBeLessThan(400 * 1024);
    const { frames, seconds } = mp3Frames(bytes);
    expect(frames).toBeGreaterThan(100);
    // Slow A1 speech of 170 words takes well over a minute; the encoder adds at most a frame or two.
    expect(seconds).toBeGreaterThan(60);
    expect(Math.abs(seconds - speech.duration_seconds)).toBeLessThan(0.2);
  });

  it('lasts twice as long for twice the words', async () => {
    const sentence = 'Nous prenons le train de neuf heures pour aller voir nos amis à Lyon.';
    const once = await speak(sentence, 'French', 'B1');
    const twice = await speak(`${sentence} ${sentence}`, 'French', 'B1');
    expect(twice.duration_seconds / once.duration_seconds).toBeGreaterThan(1.8);
    expect(twice.duration_seconds / once.duration_seconds).toBeLessThan(2.2);
  });

  it('has a voice for every language', async () => {
    const samples: Record<Language, string> = {
      English: 'Good morning, how are you?',
      Spanish: 'Buenos días, ¿cómo estás?',
      French: 'Bonjour, comment ça va ?',
      German: 'Guten Morgen, wie geht es dir?',
      Italian: 'Buongiorno, come stai?',
      Portuguese: 'Bom dia, como você está?',
    };
    const speeches = await Promise.all(
      languages.map((language) => speak(samples[language], language, 'A2')),
    );
    for (const speech of speeches) {
      expect(mp3Frames(Buffer.from(speech.audio_base64, 'base64')).seconds).toBeGreaterThan(1);
    }
  });

  it('speaks faster at higher levels', async () => {
    const text = 'The train leaves at nine from platform two, so we need to hurry.';
    const slow = await speak(text, 'English', 'A1');
    const fast = await speak(text, 'English', 'C2');
    expect(fast.duration_seconds).toBeLessThan(slow.duration_seconds);
  });

  it('adds the spoken passage to listening exercises', async () => {
    const engine = createEngine({ random: seededRandom(5) });
    const exercise = await engine.generate({
      type: 'Listening',
      user_input: 'Urlaub am Meer',
      language: 'German',
      level: 'B1',
      questions_quantity: 3,
    });
    expect(exercise.results.Questions).toHaveLength(3);
    const audio = Buffer.from(exercise.results.audio_base64 ?? '', 'base64');
    expect(mp3Frames(audio).seconds).toBeGreaterThan(10);
  });
});
