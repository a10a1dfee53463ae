import type { LanguageCode } from '../languages';
import { sameWords } from './compare';

/**
 * Spanish, Italian and Portuguese may put a passive's subject after its verb: "Foi construída uma
 * nova piscina pela câmara" / "Uma nova piscina foi construída pela câmara", "Fue inaugurado el
 * hospital por el alcalde", "Se venden pisos" / "Los pisos se venden". The subject is a noun phrase
 * (an article or determiner first, up to four words); the verb a form of "to be" (with Italian
 * "stato") and a participle, or se/si and a verb.
 */
const passiveAuxiliaries: Partial<Record<LanguageCode, RegExp>> = {
  es: /^(es|son|fue|fueron|era|eran|será|serán|ha|han)$/,
  it: /^(è|sono|fu|furono|era|erano|sarà|saranno|viene|vengono|venne|vennero)$/,
  pt: /^(é|são|foi|foram|era|eram|será|serão)$/,
};
const italianStato = /^(stato|stata|stati|state)$/;
const spanishSido = /^sido$/;
const participle =
  /(ado|ada|ados|adas|ido|ida|idos|idas|ído|ída|ídos|ídas|ato|ata|ati|ate|uto|uta|uti|ute|ito|ita|iti|ite|to|ta|ti|te|so|sa|si|se|cho|cha|sto|sta|erto|erta)$/;
const determiners: Partial<Record<LanguageCode, RegExp>> = {
  es: /^(el|la|los|las|un|una|unos|unas|este|esta|estos|estas|mi|mis|su|sus|nuestro|nuestra)$/,
  it: /^(il|lo|la|i|gli|le|l'|un|uno|una|questo|questa|questi|queste|mio|mia|suo|sua)$/,
  pt: /^(o|a|os|as|um|uma|uns|umas|este|esta|estes|estas|esse|essa|meu|minha|seu|sua)$/,
};

/** The passive and impersonal "se" / "si": "Se construyó el puente" / "El puente se construyó". */
const pronominal: Partial<Record<LanguageCode, RegExp>> = { es: /^se$/, it: /^si$/ };

/**
 * The length of the passive verb opening `words` at `at` (aux, "stato"/"sido", participle; or
 * se/si and its verb), or 0.
 */
function passiveVerbAt(code: LanguageCode, words: readonly string[], at: number): number {
  const verb = words[at + 1];
  if (pronominal[code]?.test(words[at] ?? '') && verb && !determiners[code]?.test(verb))
    return 1 + (passiveVerbAt(code, words, at + 1) || 1);
  if (!passiveAuxiliaries[code]?.test(words[at] ?? '')) return 0;
  let next = at + 1;
  if (italianStato.test(words[next] ?? '') || spanishSido.test(words[next] ?? '')) next++;
  return participle.test(words[next] ?? '') ? next + 1 - at : 0;
}

export function isPassiveSubjectAfter(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): boolean {
  const determiner = determiners[code];
  if (!determiner || answer.length !== reference.length) return false;
  // "S V rest" read as "V S rest".
  const inverted = (from: readonly string[], to: readonly string[]) => {
    if (!determiner.test(from[0] ?? '')) return false;
    for (let subject = 2; subject <= 4; subject++) {
      const verb = passiveVerbAt(code, from, subject);
      if (verb === 0) continue;
      const variant = [
        ...from.slice(subject, subject + verb),
        ...from.slice(0, subject),
        ...from.slice(subject + verb),
      ];
      if (sameWords(code, to, variant)) return true;
    }
    return false;
  };
  return inverted(reference, answer) || inverted(answer, reference);
}
