/** Below this width the sidebar turns into a top bar (the specs' mobile break). */
export const mobileBreakpoint = 768;

/** Media queries; vanilla-extract cannot put CSS variables in a media query, so these are plain. */
export const media = {
  narrow: `screen and (max-width: ${mobileBreakpoint - 0.02}px)`,
  wide: `screen and (min-width: ${mobileBreakpoint}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
