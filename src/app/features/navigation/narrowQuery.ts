import { breakpoints } from '../../ui';

/** Below the md breakpoint (1024px) the menus are drawers: phones and small tablets. */
export const NARROW_QUERY = `(max-width: ${breakpoints.md - 1}px)`;
