import type { Palette } from './palette';

/** Tokens both themes share: everything but colour and shadow. */
export const baseTokens = {
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  size: {
    control: '2.5rem',
    controlSmall: '2rem',
    controlLarge: '3rem',
    icon: '1.25rem',
    railCollapsed: '4rem',
    railExpanded: '15rem',
    nameMax: '120px',
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  font: {
    family: "'Inter Variable', 'Inter', system-ui, sans-serif",
    familyMono: "ui-monospace, 'DejaVu Sans Mono', monospace",
    sizeXs: '0.75rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.125rem',
    sizeXl: '1.5rem',
    sizeXxl: '2rem',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '650',
    lineHeight: '1.5',
    lineHeightTight: '1.25',
  },
  motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: { sidebar: '10', overlay: '20', modal: '30', popover: '40', toast: '50' },
};

export function themeTokens(colour: Palette, shadowColour: string) {
  return {
    ...baseTokens,
    colour,
    shadow: {
      sm: `0 1px 2px ${shadowColour}`,
      md: `0 4px 12px ${shadowColour}`,
      lg: `0 12px 32px ${shadowColour}`,
    },
  };
}
