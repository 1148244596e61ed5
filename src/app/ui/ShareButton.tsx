import { useEffect, useState } from 'react';
import { Button } from './Button';
import { useAnnounce } from './LiveRegion';
import { MAIN_CONTENT_ID } from './SkipLink';
import { sharePage } from './sharePage';
import { useUiStrings } from './UiStringsProvider';

/** How long the button says "Link copied". */
const COPIED_FOR_MS = 4000;

/**
 * Share this page: its address, through the device's share sheet or copied to the clipboard,
 * said on the button and in the live region. Every screen's address opens the same screen on a
 * first visit, so PageTemplate gives every page this one button.
 */
export function ShareButton() {
  const strings = useUiStrings();
  const announce = useAnnounce();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => { setCopied(false); }, COPIED_FOR_MS);
    return () => { clearTimeout(timer); };
  }, [copied]);

  const share = async (): Promise<void> => {
    const heading = document.querySelector(`#${MAIN_CONTENT_ID} h1`)?.textContent.trim();
    const outcome = await sharePage(
      { url: window.location.href, title: heading !== undefined && heading !== '' ? heading : document.title },
      navigator,
    );
    if (outcome === 'copied') {
      setCopied(true);
      announce(strings.linkCopiedAnnounce);
    } else if (outcome === 'failed') {
      announce(strings.shareFailed, 'assertive');
    }
  };

  return (
    <Button variant="ghost" size="sm" className="ui-page__share" onPress={() => void share()}>
      {copied ? strings.linkCopied : strings.share}
    </Button>
  );
}
