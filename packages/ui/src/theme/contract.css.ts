import { createThemeContract } from '@vanilla-extract/css';

const tone = { solid: null, onSolid: null, subtle: null, text: null };

/** Every token a component may use. Themes fill it in; components only read `vars`. */
export const vars = createThemeContract({
  colour: {
    background: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    focusRing: null,
    overlay: null,
    skeleton: null,
    accent: tone,
    neutral: tone,
    success: tone,
    warning: tone,
    caution: tone,
    danger: tone,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  size: {
    control: null,
    controlSmall: null,
    controlLarge: null,
    icon: null,
    railCollapsed: null,
    railExpanded: null,
    nameMax: null,
  },
  radius: { sm: null, md: null, lg: null, full: null },
  font: {
    family: null,
    familyMono: null,
    sizeXs: null,
    sizeSm: null,
    sizeMd: null,
    sizeLg: null,
    sizeXl: null,
    sizeXxl: null,
    weightRegular: null,
    weightMedium: null,
    weightBold: null,
    lineHeight: null,
    lineHeightTight: null,
  },
  shadow: { sm: null, md: null, lg: null },
  motion: { fast: null, normal: null, easing: null },
  zIndex: { sidebar: null, overlay: null, modal: null, popover: null, toast: null },
});
