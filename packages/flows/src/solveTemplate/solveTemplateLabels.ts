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

/** The countdown as MM:SS (minutes keep counting past 59: "90:00"). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
