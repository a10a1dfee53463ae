import type { Room } from '@lingua/api';

declare global {
  interface Window {
    /** Set by public/early-room.js on the room page: the room asked for before the app loaded. */
    linguaEarlyRoom?: { id: string; answer: Promise<unknown> };
  }
}

function isRoom(value: unknown): value is Room {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { room_name?: unknown }).room_name === 'string'
  );
}

/**
 * Settles when public/early-room.js has its answer (and has named the frame), or after `waitMs`;
 * at once when it asked for nothing.
 */
export async function earlyRoomSettled(waitMs: number): Promise<void> {
  const early = window.linguaEarlyRoom;
  if (!early) return;
  let timer: number | undefined;
  const late = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, waitMs);
  });
  await Promise.race([early.answer, late]);
  window.clearTimeout(timer);
}

/**
 * The early answer for room `id`, once (the room's first query starts from it instead of asking
 * again): the room, or undefined when it was refused or failed. Later queries, another room, or
 * no early room get no answer here and ask the server.
 */
export function takeEarlyRoom(id: string): Promise<Room | undefined> | undefined {
  const early = window.linguaEarlyRoom;
  if (!early || early.id !== id) return undefined;
  window.linguaEarlyRoom = undefined;
  return early.answer.then((value) => (isRoom(value) ? value : undefined));
}
