import { conjugate, type Person } from '../conjugation/conjugate';
import type { LanguageCode } from '../languages';
import { verbs } from '../topics/lexicon';
import { fold } from './fuzzy';
import { inventory } from './inventory';
import { type GrammarPoint, isVerbPoint } from './point';

/**
 * A command to a friend and a polite one share their name ("imperativo"); the examples a teacher
 * gives say which is meant: "imperativo (hable, coma, escriba)" lists usted's forms, "imperativo
 * (habla, come, escribe)" tú's. Spanish, Portuguese and Italian, whose polite command has forms
 * of its own.
 */
const commandPersons = { friendCommand: 1, formalCommand: 2 } as const;
type Command = keyof typeof commandPersons;

/** One word of command, folded; none for a verb the tables cannot conjugate (a reflexive). */
function commandForm(code: LanguageCode, verb: string, person: Person): string | undefined {
  try {
    const form = conjugate(code, verb, 'IMPERATIVE', person);
    return form.length === 1 ? fold(form[0] as string) : undefined;
  } catch {
    return undefined;
  }
}

const formsByLanguage = new Map<LanguageCode, Map<string, Set<Command>>>();

/** The lexicon's verbs' command forms, each with the commands it is a form of. */
function commandForms(code: LanguageCode): Map<string, Set<Command>> {
  let forms = formsByLanguage.get(code);
  if (forms) return forms;
  forms = new Map();
  for (const entry of Object.values(verbs)) {
    for (const [command, person] of Object.entries(commandPersons) as [Command, number][]) {
      const form = commandForm(code, entry[code], person as Person);
      if (!form) continue;
      const commands = forms.get(form) ?? new Set<Command>();
      commands.add(command);
      forms.set(form, commands);
    }
  }
  formsByLanguage.set(code, forms);
  return forms;
}

/** The command the examples' forms are of, when they are of one only. */
function commandOfExamples(code: LanguageCode, examples: readonly string[]): Command | undefined {
  const forms = commandForms(code);
  const said = new Set(
    examples.flatMap((word) => {
      const commands = forms.get(word);
      return commands?.size === 1 ? [...commands] : [];
    }),
  );
  return said.size === 1 ? [...said][0] : undefined;
}

/**
 * The point of commands whose forms the request's words give, in place of the other kind of
 * command it was understood as; the point itself otherwise.
 */
export function commandOfExampleForms(
  point: GrammarPoint,
  words: readonly string[],
  code: LanguageCode,
): GrammarPoint {
  if ((code !== 'es' && code !== 'pt' && code !== 'it') || !isVerbPoint(point)) return point;
  const [meaning] = point.meanings;
  if (point.meanings.length !== 1 || !(meaning === 'friendCommand' || meaning === 'formalCommand'))
    return point;
  const command = commandOfExamples(code, words);
  if (!command || command === meaning) return point;
  return (
    inventory[code].find(
      (other) => isVerbPoint(other) && other.meanings.length === 1 && other.meanings[0] === command,
    ) ?? point
  );
}
