import type { LanguageCode } from '../languages';

/**
 * Blanks the sentence leaves open between a few words of one kind, each right where nothing
 * chooses between them: "Elle parle ___ lentement que moi. (comparatif)" takes "moins" as well as
 * "plus" when the hint names no degree; "Je n'ai ___ vu ce film." takes "pas" as well as
 * "jamais" when no hint and no other word of time says which ("Non ho ___ visto quel film":
 * "ancora" or "mai"). Another kind of word, or a hint that names the degree, stays wrong.
 */

const hintOf = (prompt: string) => /\(([^)]*)\)\s*$/.exec(prompt)?.[1];

/** The degrees of a comparison before "que", "than", "di"... (not "tan", which takes "como"). */
const degrees: Partial<Record<LanguageCode, readonly string[]>> = {
  en: ['more', 'less'],
  es: ['más', 'menos'],
  fr: ['plus', 'moins', 'aussi'],
  it: ['più', 'meno'],
  pt: ['mais', 'menos'],
};
const comparativeHint = /compar/i;
/** A hint naming the degree it asks for ("comparatif de supériorité", "more"). */
const degreeNamed =
  /sup[ée]rior|inf[ée]rior|[ée]galit|equal|uguaglianz|igualdad|more|less|plus|moins|más|menos|più|meno|mais/i;

function isOpenDegree(code: LanguageCode, prompt: string, yours: string, right: string) {
  const hint = hintOf(prompt);
  const open = degrees[code];
  if (!hint || !open || !comparativeHint.test(hint) || degreeNamed.test(hint)) return false;
  return open.includes(yours) && open.includes(right);
}

/** A negated compound tense with its participle after the blank ("n'ai ___ vu", "non ho ___ visto"). */
const negations: Partial<Record<LanguageCode, { words: readonly string[]; slot: RegExp }>> = {
  fr: {
    words: ['pas', 'jamais'],
    slot: /\b(n'|ne )(ai|as|a|avons|avez|ont|suis|es|est|sommes|êtes|sont) ___ \p{L}+(é|ée|és|ées|i|ie|is|it|u|ue|us|t)(?!\p{L})/iu,
  },
  it: {
    words: ['mai', 'ancora'],
    slot: /\bnon (ho|hai|ha|abbiamo|avete|hanno|sono|sei|è|siamo|siete) ___ \p{L}+[aeio](?!\p{L})/iu,
  },
};
/** Words of time that choose between "never" and "not yet" ("de ma vie", "encore", "ancora"). */
const timeWords =
  /(?<!\p{L})(encore|toujours|déjà|jamais|de ma vie|de sa vie|ancora|mai|già|sempre|in vita mia|finora|fino ad ora)(?!\p{L})/iu;

function isOpenNegation(code: LanguageCode, prompt: string, yours: string, right: string) {
  const negation = negations[code];
  if (!negation || hintOf(prompt) !== undefined) return false;
  if (!negation.words.includes(yours) || !negation.words.includes(right)) return false;
  return negation.slot.test(prompt) && !timeWords.test(prompt.replace('___', ''));
}

/**
 * An indirect question after "I don't know", "ich weiß nicht", "je ne sais pas" (or "wonder",
 * "sich fragen", "se demander"): "Ich weiß nicht, ___ er morgen kommt" takes "wann" or "warum" as
 * well as "ob", where no hint says which. Another kind of word ("dass", "that") stays wrong.
 */
const indirectQuestions: Partial<Record<LanguageCode, { words: readonly string[]; slot: RegExp }>> =
  {
    en: {
      words: ['if', 'whether', 'when', 'why', 'where', 'how'],
      slot: /\b(know|wonder|wonders|wondered|wondering|asked|asks|ask|sure|idea|tell me)\b,? ___ (i|you|he|she|it|we|they|the)\b/iu,
    },
    de: {
      words: ['ob', 'wann', 'warum', 'wo', 'wie', 'weshalb', 'wieso'],
      slot: /(?<!\p{L})(weiß|weißt|wissen|wusste|frage|fragt|fragte|gefragt|sicher|keine ahnung)(?!\p{L})[^.?!]*, ___ (ich|du|er|sie|es|wir|ihr|der|die|das|man)(?!\p{L})/iu,
    },
    fr: {
      words: ['si', 'quand', 'pourquoi', 'où', 'comment'],
      slot: /(?<!\p{L})(sais|sait|savons|savez|savent|savais|demande|demandes|demandé|sûr|sûre|idée)(?!\p{L})( pas| plus)?,? ___ (je|tu|il|elle|on|nous|vous|ils|elles)(?!\p{L})/iu,
    },
  };

function isOpenQuestionWord(code: LanguageCode, prompt: string, yours: string, right: string) {
  const question = indirectQuestions[code];
  if (!question || hintOf(prompt) !== undefined) return false;
  if (!question.words.includes(yours) || !question.words.includes(right)) return false;
  return question.slot.test(prompt);
}

/** Whether the blank's sentence leaves the answer's word as right as the key's. */
export function isOpenSlot(
  code: LanguageCode,
  prompt: string | undefined,
  yours: string,
  right: string,
): boolean {
  if (!prompt?.includes('___')) return false;
  return (
    isOpenDegree(code, prompt, yours, right) ||
    isOpenNegation(code, prompt, yours, right) ||
    isOpenQuestionWord(code, prompt, yours, right)
  );
}

/**
 * Concessive conjunctions that say the same and take the same mood ("embora" / "ainda que" +
 * subjunctive; not "même si", "anche se", which take the indicative): a blank filled with
 * another of the key's group is as right ("___ que chova" with "Ainda"). "When" and "as soon
 * as" only where the hint asks for a conjunction of time, leaving the choice open ("quando era
 * criança" is no "assim que era criança"). "Antes" for "depois", "and" for "but" stay wrong.
 */
const concessive: Record<LanguageCode, readonly string[]> = {
  en: ['although', 'though', 'even though'],
  es: ['aunque', 'a pesar de que', 'aun cuando'],
  fr: ['bien que', 'quoique'],
  de: ['obwohl', 'obgleich', 'obschon', 'wenngleich'],
  // Not "nonostante", "malgrado": prepositions as well ("nonostante la pioggia").
  it: ['benché', 'sebbene', 'quantunque'],
  pt: ['embora', 'ainda que', 'mesmo que', 'se bem que'],
};
const temporal: Partial<Record<LanguageCode, readonly string[]>> = {
  en: ['when', 'as soon as'],
  es: ['cuando', 'en cuanto', 'tan pronto como'],
  fr: ['quand', 'lorsque', 'dès que', 'aussitôt que'],
  it: ['quando', 'appena', 'non appena'],
  pt: ['quando', 'assim que', 'logo que'],
};
/** A hint asking for a conjunction of time ("conjunção temporal", "conjonction de temps"). */
const timeHint = /tempor|\btemps\b|\btime\b|\bzeit/i;

/** Whether a member of the group opens the text (as whole words). */
const opensWith = (group: readonly string[], text: string) => {
  const lower = text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  return group.some((member) => lower === member || lower.startsWith(`${member} `));
};

/** Whether the blank takes the answer as another conjunction of the key's kind (see above). */
export function isConjunctionOfKeysKind(
  code: LanguageCode,
  prompt: string | undefined,
  written: string,
  key: string,
): boolean {
  const at = prompt?.indexOf('___') ?? -1;
  if (!prompt || at < 0) return false;
  const hint = hintOf(prompt) ?? '';
  // A hint that writes the key ("(embora)") asks for that word.
  if (hint.toLocaleLowerCase().includes(key.toLocaleLowerCase())) return false;
  const after = prompt.slice(at + 3).replace(/\([^)]*\)\s*$/, '');
  const groups = [concessive[code], ...(timeHint.test(hint) ? [temporal[code] ?? []] : [])];
  return groups.some(
    (group) =>
      opensWith(group, `${written.trim()}${after}`) && opensWith(group, `${key.trim()}${after}`),
  );
}
