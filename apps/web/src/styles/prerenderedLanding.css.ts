import { globalStyle } from '@vanilla-extract/css';

// public/route-gate.js marks app routes (and / for a visitor in another language than the
// pre-rendered English) before the body is parsed; the pre-rendered landing
// markup (a direct child of <body>, unlike the one React renders inside #root) stays hidden
// there until boot.ts removes it.
globalStyle('html[data-route="app"] body > #landing', { display: 'none' });

// A route's pre-rendered frame (dist/pages/, by the build) is English: hidden for a visitor in
// another language, whom the app shows it in theirs.
globalStyle('html[data-shell="hidden"] body > #shell', { display: 'none' });
