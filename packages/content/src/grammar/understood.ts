/**
 * What a request is understood as, said shortly for the tests of each point: the point's id, the
 * id of the term it is declined as, or the kind of reading. Test support only: the engine does
 * not import it.
 */
import type { LanguageCode, Level } from '../languages';
import { understandGrammar } from './match';

export function understoodAs(
  request: string,
  code: LanguageCode,
  level: Level,
): string | undefined {
  const understood = understandGrammar(request, code, level);
  if (understood?.kind === 'point') return understood.point.id;
  if (understood?.kind === 'unavailable') return understood.term.id;
  return understood?.kind;
}
