import type { AnswerKeyItem } from '../schemas';
import { normalizeAnswer } from '../text';
import { choiceMarkers } from './choice';
import { renderingOf } from './clause';
import { drillOf } from './forms';
import { type GrammarPoint, isVerbPoint } from './point';

const contains = (text: string, part: string) =>
  ` ${normalizeAnswer(text)} `.includes(` ${normalizeAnswer(part)} `);

/** An elided form ("à l'", "all'") begins the word it joins: "à l'aéroport". */
const containsForm = (text: string, form: string) =>
  form.endsWith("'")
    ? ` ${text.toLocaleLowerCase()}`.includes(` ${form.toLocaleLowerCase()}`)
    : contains(text, form);

/**
 * Whether an item exercises the point, as the eval measures it: its key names the point and the
 * sentence (prompt or key) carries what calls for the point's form: the adverbial or lead of a
 * verb point ("hier", "ojalá"), one of the forms a form point teaches ("au", "im"), one of the
 * two words of a choice (ser/estar); a command also calls the person it speaks to ("Lucía, ...").
 */
export function isOnPoint(
  point: GrammarPoint,
  prompt: string,
  key: Pick<AnswerKeyItem, 'answer' | 'point'>,
): boolean {
  const code = point.language;
  const markers =
    point.kind === 'form'
      ? [...drillOf(point).paradigm]
      : point.kind === 'choice'
        ? choiceMarkers(point)
        : point.meanings.flatMap((meaning) => {
            const rendering = renderingOf(code, meaning);
            // A blank on the cue's word ("___ 2020") leaves the rest of the cue.
            const [chosen] = rendering?.cueChoice ?? [];
            const rest = chosen && rendering?.cue?.replace(chosen, '').trim();
            return [rendering?.cue, rendering?.lead, rest].filter((text): text is string =>
              Boolean(text),
            );
          });
  const called = isVerbPoint(point)
    ? point.meanings.flatMap((meaning) =>
        Object.values(renderingOf(code, meaning)?.addressee ?? {}),
      )
    : [];
  const item = `${prompt} ${key.answer}`;
  const framed = markers.some((marker) => containsForm(item, marker));
  const addressed = called.length === 0 || called.some((word) => contains(item, word));
  return key.point === point.id && framed && addressed;
}
