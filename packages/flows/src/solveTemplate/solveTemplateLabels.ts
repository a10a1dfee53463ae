import { type Message, msg } from '@lingua/i18n';

/** Texts of the template solve dialog that depend on the machine's state. */

export function solveTitle(templateName: string): Message {
  return msg('solve.title', { name: templateName });
}

export function exercisePosition(index: number, total: number): Message {
  return msg('solve.position', { number: index + 1, total });
}

/** The forward button: Next on all but the last exercise, then Finish & Evaluate. */
export function forwardLabel(isLast: boolean, evaluating: boolean): Message {
  if (!isLast) return msg('solve.next');
  return evaluating ? msg('solve.evaluating') : msg('solve.finish');
}
