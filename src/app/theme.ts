import { createTheme } from '@mantine/core';

// System UI fonts for Latin; Noto Sans Devanagari (self-hosted, works offline) catches Hindi.
const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Devanagari', sans-serif";

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  cursorType: 'pointer',
});
