import { useCallback, useState } from 'react';

export interface PageTokens {
  /** The `page` parameter of the page shown; undefined for the first. */
  readonly page: string | undefined;
  /** 1 for the first page. */
  readonly number: number;
  readonly hasPrevious: boolean;
  /** Goes to the page the service named in opc-next-page. */
  readonly next: (token: string) => void;
  readonly previous: () => void;
}

/**
 * Paging through a list with opc-next-page: the tokens of the pages seen, so "Previous" goes back
 * without the service having to. A new `resetKey` (other filters) starts again at the first page.
 */
export function usePageTokens(resetKey: string): PageTokens {
  const [seen, setSeen] = useState<{ key: string; tokens: (string | undefined)[] }>({
    key: resetKey,
    tokens: [undefined],
  });
  const tokens = seen.key === resetKey ? seen.tokens : [undefined];
  const next = useCallback(
    (token: string) => {
      setSeen((current) => ({
        key: resetKey,
        tokens: [...(current.key === resetKey ? current.tokens : [undefined]), token],
      }));
    },
    [resetKey],
  );
  const previous = useCallback(() => {
    setSeen((current) => ({
      key: resetKey,
      tokens:
        current.key === resetKey && current.tokens.length > 1 ? current.tokens.slice(0, -1) : [undefined],
    }));
  }, [resetKey]);
  return {
    page: tokens[tokens.length - 1],
    number: tokens.length,
    hasPrevious: tokens.length > 1,
    next,
    previous,
  };
}
