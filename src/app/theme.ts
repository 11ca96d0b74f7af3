// The one theme. Contrast (WCAG AA): Mantine's default palettes put white text on an orange of
// about 3:1, so the shades used for filled controls (8) and for text on tints (9) are darkened
// here for every colour the app uses; dimmed and error text move to darker greys and reds.
// Touch sizes for phones live in touch-targets.css, as theme-wide size variables.
import { DEFAULT_THEME, createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import './touch-targets.css';

// System UI fonts for Latin; Noto Sans Devanagari (self-hosted, works offline) catches Hindi.
const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Devanagari', sans-serif";

type DarkShades = readonly [shade7: string, shade8: string, shade9: string];

/**
 * Shades 8 and 9 of each colour, chosen so that white on shade 8 and shade 9 on shade 1 (the
 * "light" variant) are at least 4.5:1, and shade 8 on the grey page background too.
 */
const DARK_SHADES = {
  orange: ['#d9480f', '#c2410c', '#9a3412'],
  red: ['#e03131', '#c92a2a', '#a51d1d'],
  green: ['#2f9e44', '#25803a', '#1e6b30'],
  teal: ['#0ca678', '#087f5b', '#066649'],
  yellow: ['#e67700', '#9c5700', '#7c4500'],
  blue: ['#1971c2', '#1864ab', '#114e87'],
} as const satisfies Record<string, DarkShades>;

function withDarkShades(name: keyof typeof DARK_SHADES): MantineColorsTuple {
  const base = DEFAULT_THEME.colors[name];
  const [s7, s8, s9] = DARK_SHADES[name];
  return [base[0], base[1], base[2], base[3], base[4], base[5], base[6], s7, s8, s9];
}

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 8, dark: 6 },
  colors: {
    orange: withDarkShades('orange'),
    red: withDarkShades('red'),
    green: withDarkShades('green'),
    teal: withDarkShades('teal'),
    yellow: withDarkShades('yellow'),
    blue: withDarkShades('blue'),
  },
  defaultRadius: 'md',
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // Without the placeholder the first item takes the focus, and role="menu" holds only
    // menu items (axe: aria-required-children). A plain object, not Menu.extend(): importing
    // Menu here would put it and floating-ui into the entry chunk of every first load.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/** Darker dimmed, placeholder and error text than Mantine's defaults (gray.6 is 3.3:1 on white). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
