import { useEffect, useState } from 'react';
import { levelOfSamples } from './recorder';

/** Ten readings a second: enough for a meter to follow speech, few enough re-renders. */
const READ_EVERY_MS = 100;

/**
 * The microphone's loudness (0..1) read by a Web Audio AnalyserNode while `stream` is open;
 * 0 without one. The audio graph is closed when the stream changes or the meter goes away.
 */
export function useAudioLevel(stream: MediaStream | null | undefined): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || typeof AudioContext === 'undefined') {
      setLevel(0);
      return;
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      setLevel(levelOfSamples(samples));
    }, READ_EVERY_MS);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [stream]);
  return level;
}
