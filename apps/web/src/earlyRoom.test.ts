import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyRoom } from './features/rooms/earlyRoom';
import { shellId } from './shellId';

const script = readFileSync(
  fileURLToPath(new URL('../public/early-room.js', import.meta.url)),
  'utf8',
);

const roomId = 'd36e3941-efca-a59e-fd1f-f4be1b634330';
const room = { id: roomId, room_name: '<b>4B</b> English', room_lang: 'English', room_level: 'A2' };

/** A JWT whose `exp` is `secondsLeft` from now (the script reads nothing else of it). */
function token(secondsLeft: number): string {
  const claims = { sub: 'teacher', exp: Math.floor(Date.now() / 1000) + secondsLeft };
  return `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
}

/**
 * Runs public/early-room.js as the room page's head would, with a parsed page holding the frame's
 * heading slot; answers what it asked the server and what the slot shows once answered.
 */
async function run(path: string, stored: Record<string, string>, answer: Response | Error) {
  const asked: { url: string; authorization: string | null }[] = [];
  const slot = { textContent: '' };
  const window = {
    location: { pathname: path },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
  } as { linguaEarlyRoom?: { id: string; answer: Promise<unknown> } } & Record<string, unknown>;
  const document = {
    readyState: 'interactive',
    querySelector: (selector: string) =>
      selector === `#${shellId} [data-room-name]` ? slot : null,
  };
  const fetch = async (url: string, init: { headers: Record<string, string> }) => {
    asked.push({ url, authorization: init.headers.authorization ?? null });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  new Function('window', 'document', 'fetch', 'atob', script)(window, document, fetch, atob);
  await window.linguaEarlyRoom?.answer;
  await new Promise((resolve) => setTimeout(resolve));
  return { asked, heading: slot.textContent, early: window.linguaEarlyRoom };
}

const ok = () => new Response(JSON.stringify(room), { status: 200 });

describe('public/early-room.js', () => {
  it('asks for the room of the room page with the stored token and names the frame with it', async () => {
    const live = token(600);
    const { asked, heading, early } = await run(`/rooms/${roomId}`, { access_token: live }, ok());
    expect(asked).toEqual([{ url: `/api/rooms/room/${roomId}`, authorization: `Bearer ${live}` }]);
    // As text: a room's name is never read as markup.
    expect(heading).toBe('<b>4B</b> English');
    expect(early?.id).toBe(roomId);
  });

  it('asks nothing without a session, with an expired token, or on another page', async () => {
    expect((await run(`/rooms/${roomId}`, {}, ok())).asked).toEqual([]);
    expect((await run(`/rooms/${roomId}`, { access_token: token(-5) }, ok())).asked).toEqual([]);
    expect((await run(`/rooms/${roomId}`, { access_token: 'not-a-jwt' }, ok())).asked).toEqual([]);
    const elsewhere = await run(`/rooms/${roomId}/gradebook`, { access_token: token(600) }, ok());
    expect(elsewhere.asked).toEqual([]);
  });

  it('leaves the heading empty when the room is refused or the network fails', async () => {
    const refused = new Response(JSON.stringify({ detail: 'Not a member' }), { status: 403 });
    const stored = { access_token: token(600) };
    expect((await run(`/rooms/${roomId}`, stored, refused)).heading).toBe('');
    expect((await run(`/rooms/${roomId}`, stored, new TypeError('offline'))).heading).toBe('');
  });
});

describe('takeEarlyRoom', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('gives the early room once, to its own room only', async () => {
    Object.assign(globalThis, {
      window: { linguaEarlyRoom: { id: roomId, answer: Promise.resolve(room) } },
    });
    expect(takeEarlyRoom('another-room')).toBeUndefined();
    await expect(takeEarlyRoom(roomId)).resolves.toEqual(room);
    expect(takeEarlyRoom(roomId)).toBeUndefined();
  });

  it('gives nothing for a refused answer, so the app asks itself', async () => {
    Object.assign(globalThis, {
      window: { linguaEarlyRoom: { id: roomId, answer: Promise.resolve({ detail: 'Forbidden' }) } },
    });
    await expect(takeEarlyRoom(roomId)).resolves.toBeUndefined();
  });
});
