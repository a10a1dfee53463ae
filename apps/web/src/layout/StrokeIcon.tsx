import type { ReactNode } from 'react';

interface StrokeIconProps {
  /** @default '1.25em' */
  size?: number | string;
  children: ReactNode;
}

/**
 * A decorative 24-unit stroke icon drawn inline (ui's icon set does not export its frame): the
 * text beside it, or an aria-label on its button, carries the meaning.
 */
export function StrokeIcon({ size = '1.25em', children }: StrokeIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
