import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import type { PageTokens } from './usePageTokens';
import './Pager.css';

export interface PagerProps {
  readonly pages: PageTokens;
  /** The opc-next-page of the page shown; no next page without it. */
  readonly nextPage: string | undefined;
  /** Names the navigation: "Product licenses pages". */
  readonly label: string;
  readonly isDisabled?: boolean;
}

/** Previous and next page of a list the service pages, and which page this is. */
export function Pager({ pages, nextPage, label, isDisabled = false }: PagerProps) {
  const { t } = useTranslation('details');
  if (!pages.hasPrevious && nextPage === undefined) return null;
  return (
    <nav className="pager" aria-label={label}>
      <Button size="sm" onPress={pages.previous} isDisabled={isDisabled || !pages.hasPrevious}>
        {t('pager.previous')}
      </Button>
      <span className="pager__number" aria-live="polite">
        {t('pager.page', { number: pages.number })}
      </span>
      <Button
        size="sm"
        onPress={() => {
          if (nextPage !== undefined) pages.next(nextPage);
        }}
        isDisabled={isDisabled || nextPage === undefined}
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}
