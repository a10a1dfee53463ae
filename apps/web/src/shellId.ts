/**
 * The id of a pre-rendered page shell (a sign-in page's frame and heading, written into that
 * route's HTML by the build): boot.ts shows the app in its place once the app has rendered.
 */
export const shellId = 'shell';
