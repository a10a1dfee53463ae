/**
 * Two Portuguese ways of saying the same that teachers accept alike, brought to one form (both
 * the answer and the key go through them, equivalents.ts):
 * - "haver" as the auxiliary of the compound tenses, literary beside "ter": "se eu houvesse saído"
 *   is "se eu tivesse saído". Only before a participle: "havia muitas pessoas" (there were) is
 *   no "tinha muitas pessoas".
 * - a destination after "ir" (and "voltar", "regressar", "viajar") with "para" as with "a":
 *   "vou para Lisboa" / "vou a Lisboa", "fui para a escola" / "fui à escola". Not after every
 *   verb: "chegou para" or "mudou-se a" is wrong. The person a verb of giving or telling is for,
 *   too: "escreveu uma carta para a avó" / "à avó".
 * - obligation with "ter de" (Portugal) as with "ter que" (Brazil): "tenho de estudar" is "tenho
 *   que estudar". Only before an infinitive: "tem de tudo" (has a bit of everything) stays.
 */

const haverAsTer: Record<string, string> = {
  haver: 'ter',
  havia: 'tinha',
  havias: 'tinhas',
  havíamos: 'tínhamos',
  havíeis: 'tínheis',
  haviam: 'tinham',
  houvesse: 'tivesse',
  houvesses: 'tivesses',
  houvéssemos: 'tivéssemos',
  houvésseis: 'tivésseis',
  houvessem: 'tivessem',
  houver: 'tiver',
  houveres: 'tiveres',
  houvermos: 'tivermos',
  houverdes: 'tiverdes',
  houverem: 'tiverem',
  haveria: 'teria',
  haverias: 'terias',
  haveríamos: 'teríamos',
  haveríeis: 'teríeis',
  haveriam: 'teriam',
  haja: 'tenha',
  hajas: 'tenhas',
  hajamos: 'tenhamos',
  hajais: 'tenhais',
  hajam: 'tenham',
};

const participle =
  /^(\p{L}+(ad|id|íd)[oa]s?|feito|dito|visto|posto|escrito|aberto|coberto|ganho|gasto|pago|aceite|entregue|morto|vindo)$/u;

export function haverAsAuxiliary(tokens: readonly string[]): string[] {
  return tokens.map((token, index) => {
    const ter = haverAsTer[token];
    return ter && participle.test(tokens[index + 1] ?? '') ? ter : token;
  });
}

/** The forms of "ir", "voltar", "regressar" and "viajar" that take a destination. */
const motion =
  /^(ir|vou|vais|vai|vamos|ides|vão|fui|foste|foi|fomos|fostes|foram|ia|ias|íamos|íeis|iam|irei|irás|irá|iremos|ireis|irão|iria|irias|iríamos|iríeis|iriam|fosse|fosses|fôssemos|fossem|for|formos|forem|vá|vás|vão|volt\p{L}*|regress\p{L}*|viaj(?!ante|em)\p{L}*)$/u;
const articleWithA: Record<string, string> = { o: 'ao', a: 'à', os: 'aos', as: 'às' };
/**
 * Verbs of giving, sending and telling, whose person given to takes "para" in Brazil and "a" in
 * Portugal: "escreveu uma carta para a avó" / "à avó".
 */
const giving =
  /^((escrev|envi|mand|ofere|entreg|mostr|emprest|compr|diz|diss|explic|trouxe|traz)\p{L}*|dar|dou|dás|dá|damos|dão|dei|deste|deu|demos|deram|dava|davam|darei|dará|daria|dê|deem|desse|dado|lev(ar|o|as|a|amos|am|ei|ou|aram|ava|ará|aria))$/u;

/** Brazil arrives "em" a place ("cheguei em casa", "no aeroporto"), Portugal "a" ("a casa", "ao"). */
const arrival = /^cheg\p{L}*$/u;
const inWithA: Record<string, string> = { em: 'a', no: 'ao', na: 'à', nos: 'aos', nas: 'às' };

export function destinationWithA(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as string;
    const arrived = inWithA[token];
    if (arrived && arrival.test(tokens[index - 1] ?? '')) {
      out.push(arrived);
      continue;
    }
    const recipient =
      token === 'para' &&
      articleWithA[tokens[index + 1] ?? ''] !== undefined &&
      tokens.slice(Math.max(0, index - 4), index).some((word) => giving.test(word));
    if (token !== 'para' || !(motion.test(tokens[index - 1] ?? '') || recipient)) {
      out.push(token);
      continue;
    }
    const joined = articleWithA[tokens[index + 1] ?? ''];
    if (joined) {
      out.push(joined);
      index++;
    } else out.push('a');
  }
  return out;
}

/** The forms of "ter" that say an obligation before "de" or "que" and an infinitive. */
const ter =
  /^(ter|tenho|tens|tem|temos|tendes|têm|tinha|tinhas|tínhamos|tínheis|tinham|tive|tiveste|teve|tivemos|tivestes|tiveram|terei|terás|terá|teremos|tereis|terão|teria|terias|teríamos|teríeis|teriam|tenha|tenhas|tenhamos|tenhais|tenham|tivesse|tivesses|tivéssemos|tivésseis|tivessem|tiver|tiveres|tivermos|tiverdes|tiverem|tendo|tido)$/;
// "Tenho de ir": "ir" and "pôr" are infinitives of their own.
const infinitive = /^(ir|pôr|\p{L}+(ar|er|ir|or|ôr))$/u;

export function obligationWithQue(tokens: readonly string[]): string[] {
  return tokens.map((token, index) =>
    token === 'de' && ter.test(tokens[index - 1] ?? '') && infinitive.test(tokens[index + 1] ?? '')
      ? 'que'
      : token,
  );
}
