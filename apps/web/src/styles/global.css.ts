import { globalStyle } from '@vanilla-extract/css';

// The few resets every page needs; components style themselves.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0, minBlockSize: '100dvh' });
