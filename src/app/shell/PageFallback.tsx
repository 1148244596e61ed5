import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../ui/SkipLink';
import { Spinner } from '../ui/Spinner';

/** What the content area shows while a screen's code loads: the skip link's target and a spinner. */
export function PageFallback() {
  const { t } = useTranslation('console');
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="shell-fallback">
      <Spinner label={t('ui.loading')} />
    </main>
  );
}
