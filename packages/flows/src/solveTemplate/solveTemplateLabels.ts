/** Texts of the template solve dialog that depend on the machine's state. */

export function solveTitle(templateName: string): string {
  return `Solving: ${templateName}`;
}

export function exercisePosition(index: number, total: number): string {
  return `Exercise ${index + 1} of ${total}`;
}

/** The forward button: Next on all but the last exercise, then Finish & Evaluate. */
export function forwardLabel(isLast: boolean, evaluating: boolean): string {
  if (!isLast) return 'Next';
  return evaluating ? 'Evaluate...' : 'Finish & Evaluate';
}
