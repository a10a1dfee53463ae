// In the head of the room page only (scripts/prerender.mjs): asks for the room with the stored
// session while the page's styles and the app download, and writes the room's name into the
// pre-rendered frame's heading (#shell, src/shellId.ts) as soon as it comes, so the page's
// largest text paints without waiting for any module. The app starts with this answer
// (src/features/rooms/earlyRoom.ts), or asks itself when there is none.
(() => {
  const match = /^\/rooms\/([^/]+)\/?$/.exec(window.location.pathname);
  let token = null;
  try {
    token = window.localStorage.getItem('access_token');
  } catch {
    return; // Storage unavailable: signed out as far as the app is concerned.
  }
  if (!match || !token) return;
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(payload));
    // An expired token would only earn a 401: the app refreshes it before asking.
    if (typeof exp === 'number' && exp * 1000 <= Date.now()) return;
  } catch {
    return; // Not a token this script can read: the app's session rules decide.
  }
  const id = decodeURIComponent(match[1]);
  const answer = fetch(`/api/rooms/room/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  window.linguaEarlyRoom = { id, answer };
  answer.then((room) => {
    if (!room || typeof room.room_name !== 'string') return;
    const name = () => {
      const slot = document.querySelector('#shell [data-room-name]');
      if (slot) slot.textContent = room.room_name;
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', name);
    else name();
  });
})();
