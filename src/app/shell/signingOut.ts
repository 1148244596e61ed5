/**
 * Whether this tab is the one signing out: it reloads on its own, so the notice that another
 * tab signed out is not for it.
 */
let here = false;

export function markSigningOutHere(): void {
  here = true;
}

export function isSigningOutHere(): boolean {
  return here;
}
