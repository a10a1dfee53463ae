import { icons } from '@lingua/ui';

// Stroke icons drawn inline: a handful of paths costs less than an icon package and needs no CDN.
const paths = {
  sparkles:
    'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  users:
    'M16 20v-1.5a3.5 3.5 0 00-3.5-3.5h-5A3.5 3.5 0 004 18.5V20M10 11.5a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM20 20v-1.5a3.5 3.5 0 00-2.5-3.35M15.5 4.65a3.5 3.5 0 010 6.7',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18',
  pen: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  book: 'M4 5.5A2.5 2.5 0 016.5 3H20v15H6.5A2.5 2.5 0 004 20.5zM4 20.5A2.5 2.5 0 016.5 23H20v-5',
  headphones:
    'M4 17v-4a8 8 0 0116 0v4M4 17a2 2 0 002 2h1v-6H6a2 2 0 00-2 2zM20 17a2 2 0 01-2 2h-1v-6h1a2 2 0 012 2z',
  message: 'M21 12a8 8 0 01-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1121 12z',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  send: 'M4 12l16-8-6 16-2.5-6.5z',
  arrowUp: 'M12 19V5M6 11l6-6 6 6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  play: 'M8 5v14l11-7z',
  pause: 'M8 5v14M16 5v14',
} as const;

export type IconName = keyof typeof paths;

interface IconProps {
  name: IconName;
  /** @default 24 */
  size?: number;
}

/** Decorative: the text beside an icon (or an aria-label on its button) carries the meaning. */
export function Icon({ name, size = 24 }: IconProps) {
  return (
    <icons.Icon width={size} height={size}>
      <path d={paths[name]} />
    </icons.Icon>
  );
}
