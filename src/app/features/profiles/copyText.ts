/**
 * Copying or sharing a text (a public key, a command): the device's share sheet where there is
 * one, the clipboard otherwise. Apart from the buttons so the choice is testable.
 */
import type { ShareNavigator } from '../../ui/sharePage';

export type TextOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function copyText(text: string, nav: ShareNavigator): Promise<TextOutcome> {
  try {
    if (nav.clipboard === undefined) return 'failed';
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export async function shareText(title: string, text: string, nav: ShareNavigator): Promise<TextOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, text });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  return copyText(text, nav);
}
