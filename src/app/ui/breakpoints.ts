/**
 * The §9 breakpoints in pixels, for scripts (tokens.css holds them for styles; a unit test keeps
 * the two equal). A width is "sm" from 414px up; below that it is a phone.
 */
export const breakpoints = {
  base: 0,
  sm: 414,
  md: 1024,
  lg: 1366,
  xl: 1920,
  '2xl': 3840,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Phone widths, up to and including the sm breakpoint: where tables become cards. */
export const PHONE_QUERY = `(max-width: ${breakpoints.sm}px)`;

/** Below the md breakpoint: where an aside cannot sit beside the content. */
export const NARROW_QUERY = `(max-width: ${breakpoints.md - 1}px)`;
