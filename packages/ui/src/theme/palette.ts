/**
 * Raw colour values of each theme, kept as plain data (not a `.css.ts` file) so the contrast
 * test can check them in node. Components never read these: they use `vars` from the contract.
 */
export interface ToneColours {
  /** Bars, icons and solid backgrounds; at least 3:1 against the surface. */
  solid: string;
  /** Text drawn on `solid`. */
  onSolid: string;
  /** Tinted background of badges and banners. */
  subtle: string;
  /** Text on `subtle` and on the surface; at least 4.5:1 on both. */
  text: string;
}

export interface Palette {
  background: string;
  surface: string;
  surfaceMuted: string;
  border: string;
  /** Borders of inputs and controls: at least 3:1 against the surface (WCAG 1.4.11). */
  borderStrong: string;
  text: string;
  textMuted: string;
  focusRing: string;
  overlay: string;
  skeleton: string;
  accent: ToneColours;
  neutral: ToneColours;
  success: ToneColours;
  warning: ToneColours;
  caution: ToneColours;
  danger: ToneColours;
}

export const lightPalette: Palette = {
  background: '#f6f7f9',
  surface: '#ffffff',
  surfaceMuted: '#eef0f4',
  border: '#dde1e7',
  borderStrong: '#6b7280',
  text: '#111827',
  textMuted: '#4b5563',
  focusRing: '#2f4fd1',
  overlay: 'rgb(17 24 39 / 0.55)',
  skeleton: '#e3e6eb',
  accent: { solid: '#2f4fd1', onSolid: '#ffffff', subtle: '#e8ecfd', text: '#2a45b8' },
  neutral: { solid: '#4b5563', onSolid: '#ffffff', subtle: '#eef0f4', text: '#374151' },
  success: { solid: '#15803d', onSolid: '#ffffff', subtle: '#dcfce7', text: '#166534' },
  warning: { solid: '#b45309', onSolid: '#ffffff', subtle: '#fef3c7', text: '#92400e' },
  caution: { solid: '#c2410c', onSolid: '#ffffff', subtle: '#ffedd5', text: '#9a3412' },
  danger: { solid: '#c81e1e', onSolid: '#ffffff', subtle: '#fee2e2', text: '#b91c1c' },
};

export const darkPalette: Palette = {
  background: '#0e1014',
  surface: '#171a21',
  surfaceMuted: '#21252e',
  border: '#303643',
  borderStrong: '#8b93a3',
  text: '#f3f4f6',
  textMuted: '#b0b7c3',
  focusRing: '#9aabff',
  overlay: 'rgb(0 0 0 / 0.65)',
  skeleton: '#2a2f3a',
  accent: { solid: '#8ea0ff', onSolid: '#0e1014', subtle: '#242c52', text: '#aab8ff' },
  neutral: { solid: '#9ca3af', onSolid: '#0e1014', subtle: '#2a2f3a', text: '#d1d5db' },
  success: { solid: '#4ade80', onSolid: '#0e1014', subtle: '#12311f', text: '#86efac' },
  warning: { solid: '#fbbf24', onSolid: '#0e1014', subtle: '#37290a', text: '#fcd34d' },
  caution: { solid: '#fb923c', onSolid: '#0e1014', subtle: '#3a220f', text: '#fdba74' },
  danger: { solid: '#f87171', onSolid: '#0e1014', subtle: '#3b1618', text: '#fca5a5' },
};
