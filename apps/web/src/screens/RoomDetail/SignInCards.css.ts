import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

/** The sheet of cards: as many a row as fit on screen, two a row on paper. */
export const sheet = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    print: {
      gridTemplateColumns: 'repeat(2, 1fr)',
      gap: '6mm',
    },
  },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.md,
  border: `2px dashed ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
  color: vars.colour.text,
  overflowWrap: 'anywhere',
  breakInside: 'avoid',
  '@media': { print: { border: '1px dashed black', background: 'white', color: 'black' } },
});

export const name = style({
  margin: 0,
  gridColumn: '1 / -1',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const facts = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const term = style({ fontSize: vars.font.sizeSm, color: vars.colour.textMuted });

export const secret = style({
  margin: 0,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.sizeLg,
});

export const address = style({ margin: 0, fontSize: vars.font.sizeSm });

export const qr = style({ display: 'block', background: 'white', padding: vars.space.xxs });

export const screenOnly = style({ '@media': { print: { display: 'none' } } });

// On paper only the cards: the rest of the page (the app, the dialog's frame) is hidden while a
// sheet is on the page (`:has`), so printing any other page is unchanged.
globalStyle(`body:has(${sheet}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`body:has(${sheet}) ${sheet}, body:has(${sheet}) ${sheet} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(`body:has(${sheet}) ${sheet}`, {
  '@media': {
    print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, width: '100%' },
  },
});
