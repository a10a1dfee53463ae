/** The one edit that turns `written` into `expected`, if exactly one (Damerau) edit does. */
export type Typo =
  | { kind: 'missing'; letter: string }
  | { kind: 'extra'; letter: string }
  | { kind: 'wrong'; letter: string; instead: string }
  | { kind: 'swapped'; letters: string };

export function singleTypo(written: string, expected: string): Typo | undefined {
  const a = [...written];
  const b = [...expected];
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restEqual = (x: string[], from: number, y: string[], to: number) =>
    x.slice(from).join('') === y.slice(to).join('');
  if (a.length === b.length) {
    if (i === a.length) return undefined;
    if (restEqual(a, i + 1, b, i + 1)) {
      return { kind: 'wrong', letter: b[i] as string, instead: a[i] as string };
    }
    if (a[i] === b[i + 1] && a[i + 1] === b[i] && restEqual(a, i + 2, b, i + 2)) {
      return { kind: 'swapped', letters: `${b[i]}${b[i + 1]}` };
    }
    return undefined;
  }
  if (a.length + 1 === b.length && restEqual(a, i, b, i + 1)) {
    return { kind: 'missing', letter: b[i] as string };
  }
  if (a.length === b.length + 1 && restEqual(a, i + 1, b, i)) {
    return { kind: 'extra', letter: a[i] as string };
  }
  return undefined;
}
