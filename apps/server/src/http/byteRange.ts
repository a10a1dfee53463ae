import parseRange from 'range-parser';

/** What a `Range` header asks of a body of `size` bytes. */
export type ByteRange =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * One byte range (RFC 9110 14.2), read by `range-parser`: an absent or malformed header, or
 * another unit, means the whole body (the RFC lets a server ignore it); a range past the end or
 * several ranges at once are unsatisfiable (players ask for one).
 */
export function byteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return { kind: 'whole' };
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -2) return { kind: 'whole' };
  if (ranges === -1 || ranges.type !== 'bytes')
    return ranges === -1 ? { kind: 'unsatisfiable' } : { kind: 'whole' };
  const [first] = ranges;
  if (ranges.length !== 1 || !first) return { kind: 'unsatisfiable' };
  return { kind: 'part', start: first.start, end: first.end };
}
