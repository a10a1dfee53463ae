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

type Remote = { verb: string; past: Record<string, string> };
let remotes: Map<string, Remote> | undefined;
/** Each past participle (in its four forms) with its verb and passato remoto, built once. */
function remoteOfParticiple(participle: string): Remote | undefined {
  if (!remotes) {
    remotes = new Map();
    for (const [verb, forms] of Object.entries(
      italianVerbs() as unknown as Record<string, Italian>,
    )) {
      const past = forms.ind?.past;
      if (!past) continue;
      for (const form of Object.values(forms.part?.past ?? {}))
        if (!remotes.has(form)) remotes.set(form, { verb, past });
    }
  }
  return remotes.get(participle);
}

/** Verbs whose passato prossimo takes essere; those that take either (correre, vivere) too. */
const withEssere = new Set(
  'andare venire arrivare partire uscire entrare tornare ritornare restare rimanere stare essere diventare nascere morire cadere succedere accadere piacere riuscire sembrare costare durare bastare mancare crescere apparire sparire fuggire giungere'.split(
    ' ',
  ),
);
const withEither = new Set(
  'correre vivere salire scendere passare cominciare iniziare finire cambiare aumentare diminuire migliorare peggiorare volare saltare'.split(
    ' ',
  ),
);

/** Whether the verb's passato prossimo is said with this auxiliary ("ho andato" is not). */
function takes(verb: string, auxiliary: string): boolean {
  if (withEither.has(verb)) return true;
  return essere.includes(auxiliary) === withEssere.has(verb);
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
      : remoteOfParticiple(participle)?.past[persons[person] as string];
    if (remote) return [...words.slice(0, at), remote, ...words.slice(at + 2)];
  }
  return undefined;
}

/**
 * An answer's passato prossimo read as the remoto, for a key in the remoto ("ha aperto" for
 * "aprì"): only with the auxiliary its verb takes, so "ha andato" stays wrong.
 */
export function answerAsPassatoRemoto(words: readonly string[]): string[] | undefined {
  const at = words.findIndex((word, index) => {
    const participle = words[index + 1] ?? '';
    const verb = remoteOfParticiple(participle)?.verb;
    return (
      (avere.includes(word) || essere.includes(word)) &&
      !passiveParticiples.test(participle) &&
      verb !== undefined &&
      takes(verb, word)
    );
  });
  const remote = at < 0 ? undefined : asPassatoRemoto(words.slice(at));
  return remote && [...words.slice(0, at), ...remote];
}
