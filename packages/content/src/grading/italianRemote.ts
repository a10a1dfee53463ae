import { italianVerbs } from '../conjugation/conjugate';

/**
 * Written Italian tells a finished past in the passato remoto as well as in the passato prossimo:
 * "Il libro fu scritto nel 1950" / "è stato scritto", "continuammo" / "abbiamo continuato",
 * "restarono" / "sono restati". The sentence with its (first) passato prossimo, active or
 * passive, read as the passato remoto of the same verb and person, or undefined where it has none.
 */

type Italian = {
  ind?: { past?: Record<string, string> };
  part?: { past?: Record<string, string> };
};
const persons = ['S1', 'S2', 'S3', 'P1', 'P2', 'P3'] as const;
const avere = ['ho', 'hai', 'ha', 'abbiamo', 'avete', 'hanno'];
const essere = ['sono', 'sei', 'è', 'siamo', 'siete', 'sono'];
const passiveParticiples = /^(stato|stata|stati|state)$/;
const essereRemote = ['fui', 'fosti', 'fu', 'fummo', 'foste', 'furono'];
const plural = /[ie]$/;

let remotes: Map<string, Record<string, string>> | undefined;
/** Each past participle (in its four forms) with its verb's passato remoto, built once. */
function remoteOfParticiple(participle: string): Record<string, string> | undefined {
  if (!remotes) {
    remotes = new Map();
    for (const verb of Object.values(italianVerbs() as unknown as Record<string, Italian>)) {
      const past = verb.ind?.past;
      if (!past) continue;
      for (const form of Object.values(verb.part?.past ?? {}))
        if (!remotes.has(form)) remotes.set(form, past);
    }
  }
  return remotes.get(participle);
}

/** The person of an auxiliary before a participle ("sono" is "io" or "loro" by the participle). */
function personOf(auxiliary: string, participle: string): number {
  const withAvere = avere.indexOf(auxiliary);
  if (withAvere >= 0) return withAvere;
  if (auxiliary === 'sono') return plural.test(participle) ? 5 : 0;
  return essere.indexOf(auxiliary);
}

/**
 * One way only, a key's passato prossimo read as the remoto: an answer's auxiliary may be wrong
 * ("ho andato"), a key's is not.
 */
export function asPassatoRemoto(words: readonly string[]): string[] | undefined {
  for (let at = 0; at < words.length - 1; at++) {
    const auxiliary = words[at] as string;
    const participle = words[at + 1] as string;
    if (!avere.includes(auxiliary) && !essere.includes(auxiliary)) continue;
    const person = personOf(auxiliary, participle);
    // The passive's "è stato costruito" is "fu costruito" (essere's, not stare's, remoto).
    const remote = passiveParticiples.test(participle)
      ? essereRemote[person]
      : remoteOfParticiple(participle)?.[persons[person] as string];
    if (remote) return [...words.slice(0, at), remote, ...words.slice(at + 2)];
  }
  return undefined;
}
