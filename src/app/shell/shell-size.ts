/** The specification's limits: the sidebar is 235 px wide and always shown from 1024 px. */
export const SIDEBAR_WIDTH = 235;
export const SIDEBAR_ALWAYS_OPEN_FROM = 1024;
export const HEADER_HEIGHT = 64;
