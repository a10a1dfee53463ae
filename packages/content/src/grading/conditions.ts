/**
 * A condition said by putting its verb first, and the same condition with its conjunction: "Had I
 * known, I would have stayed" / "If I had known…", "Hätte ich Zeit, würde ich helfen" / "Wenn ich
 * Zeit hätte…", "als wüsste er alles" / "als ob er alles wüsste". Both are standard; each is read
 * as its form with the conjunction. Only where a main clause in the conditional follows (or, for
 * "als", a verb in the subjunctive comes next), so a question ("Had you known it?") stays one.
 */

const englishSubjects = /^(i|you|he|she|it|we|they)$/;
const englishInverted = /^(had|were|should)$/;
const englishConditional = /^(would|could|might|'d)$/;

/** "had i known i would not have come" as "if i had known i would not have come". */
export function withEnglishIf(tokens: readonly string[]): string[] {
  const [verb, subject] = tokens;
  if (!verb || !subject || !englishInverted.test(verb) || !englishSubjects.test(subject))
    return [...tokens];
  if (!tokens.slice(3).some((word) => englishConditional.test(word))) return [...tokens];
  return ['if', subject, verb, ...tokens.slice(2)];
}

/** The Konjunktiv forms a condition or a comparison "als" puts first. */
const germanSubjunctives = new Set(
  [
    'hätte hättest hätten hättet wäre wärst wären wärt würde würdest würden würdet',
    'könnte könntest könnten könntet müsste müsstest müssten sollte solltest sollten solltet',
    'dürfte dürften wüsste wüsstest wüssten käme kämen ginge gingen täte gäbe sei seien habe',
  ]
    .join(' ')
    .split(' '),
);
const germanSubjects = /^(ich|du|er|sie|es|wir|ihr|man)$/;

/**
 * "hätte ich zeit würde ich dir helfen" as "wenn ich zeit hätte würde ich dir helfen": the first
 * clause runs to the main clause's verb, the next subjunctive followed by its subject pronoun.
 */
export function withGermanWenn(tokens: readonly string[]): string[] {
  const [verb, subject] = tokens;
  if (!verb || !subject || !germanSubjunctives.has(verb) || !germanSubjects.test(subject))
    return [...tokens];
  const main = tokens.findIndex(
    (word, index) =>
      index >= 3 && germanSubjunctives.has(word) && germanSubjects.test(tokens[index + 1] ?? ''),
  );
  if (main < 0) return [...tokens];
  return ['wenn', ...tokens.slice(1, main), verb, ...tokens.slice(main)];
}

/** "als wüsste er alles" as "als ob er alles wüsste": the verb to the end of the sentence. */
export function withGermanAlsOb(tokens: readonly string[]): string[] {
  const at = tokens.indexOf('als');
  const verb = tokens[at + 1];
  if (at < 0 || !verb || !germanSubjunctives.has(verb)) return [...tokens];
  if (!germanSubjects.test(tokens[at + 2] ?? '')) return [...tokens];
  return [...tokens.slice(0, at + 1), 'ob', ...tokens.slice(at + 2), verb];
}
