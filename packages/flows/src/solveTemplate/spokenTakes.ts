/*
 * A sitting's spoken answers on their way to the server, apart from the machine that sends them:
 * the browser's store of kept answers (loaded with every first view, for logout) reads these
 * without loading the machine.
 */

/** A spoken answer to one item of a sitting, as recorded and not yet on the server. */
export interface SpokenTake {
  exerciseId: string;
  /** The 1-based item it answers. */
  itemId: number;
  blob: Blob;
  mimeType: string;
  durationMs: number;
}

/**
 * How a take stands until the server holds it: being sent, failed and tried again (the server
 * answered), kept in this browser while the network is gone, or refused for good (the student
 * records it again).
 */
export type TakeState = 'saving' | 'retrying' | 'offline' | 'failed';

export interface WaitingTake extends SpokenTake {
  state: TakeState;
}

/** Takes by item (`takeKey`), in the order they were recorded. */
export type WaitingTakes = Record<string, WaitingTake>;

export const takeKey = (item: { exerciseId: string; itemId: number }) =>
  `${item.exerciseId}/${item.itemId}`;

/** A take the uploader is still trying to send (a failed one waits for the student instead). */
export const isOnItsWay = (take: WaitingTake | undefined) =>
  take !== undefined && take.state !== 'failed';
