/**
 * Sharing an address: the device's share sheet where there is one (phones), otherwise a copy to
 * the clipboard. Apart from the button so the choice is testable with a fake navigator. The
 * relay's launch token is never part of what is shared.
 */
import { withoutLaunchToken } from '../../contract/launchToken';

/** What happened: shared through the sheet, copied, the person closed the sheet, or nothing worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` this uses; both may be missing (no share sheet; no secure context). */
export interface ShareNavigator {
  readonly share?: (data: ShareData) => Promise<void>;
  readonly clipboard?: Pick<Clipboard, 'writeText'>;
}

export async function sharePage(
  page: { readonly url: string; readonly title: string },
  nav: ShareNavigator,
): Promise<ShareOutcome> {
  const url = withoutLaunchToken(page.url);
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: page.title, url });
      return 'shared';
    } catch (error) {
      // Closing the sheet is the person's answer, not a failure; any other refusal (not allowed
      // here, a data type the device does not take) falls back to the copy.
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (nav.clipboard === undefined) return 'failed';
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
