import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

export type Politeness = 'polite' | 'assertive';
export type Announce = (message: string, politeness?: Politeness) => void;

const AnnounceContext = createContext<Announce>(() => undefined);

/** How long a message stays in the region; long enough to be read, short enough not to be found later. */
const CLEAR_AFTER_MS = 7000;

interface Message {
  readonly id: number;
  readonly text: string;
}

export interface LiveRegionProps {
  readonly children: ReactNode;
}

/**
 * Two live regions (polite and assertive) at the root of the app, present from the first render
 * so screen readers watch them, and an `announce` function for everything below: progress of a
 * work request, a change queued in or sent from the outbox, a sort order.
 */
export function LiveRegion({ children }: LiveRegionProps) {
  const [polite, setPolite] = useState<Message | null>(null);
  const [assertive, setAssertive] = useState<Message | null>(null);
  const nextId = useRef(0);

  const announce = useCallback<Announce>((text, politeness = 'polite') => {
    nextId.current += 1;
    const message = { id: nextId.current, text };
    if (politeness === 'assertive') setAssertive(message);
    else setPolite(message);
  }, []);

  useClearAfter(polite, setPolite);
  useClearAfter(assertive, setAssertive);

  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {/* A new key re-creates the node, so the same words said twice are read twice. */}
        {polite ? <span key={polite.id}>{polite.text}</span> : null}
      </div>
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {assertive ? <span key={assertive.id}>{assertive.text}</span> : null}
      </div>
    </AnnounceContext.Provider>
  );
}

function useClearAfter(message: Message | null, set: (m: Message | null) => void) {
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => {
      set(null);
    }, CLEAR_AFTER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [message, set]);
}

/**
 * `announce(message, 'polite' | 'assertive')` of the nearest LiveRegion. Polite for progress and
 * outbox news; assertive only for what must interrupt (a failed change). Without a LiveRegion
 * above, announcing does nothing.
 */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
