import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { consoleDb } from '../../contract/db';
import { readSessionStatus, SESSION_STATUS_KEY, type SessionStatus } from '../../contract/sessionStatus';
import type { SigningSession } from '../../rules/outboxLifecycle';

/** How the active profile's session stands, as the worker's session keeper writes it (live). */
export function useSessionStatus(): SessionStatus | undefined {
  return useLiveQuery(
    async () => readSessionStatus((await consoleDb().meta.get(SESSION_STATUS_KEY))?.value),
    [],
  );
}

/** The session as the outbox's lifecycle reads it (shownPhaseOf): ended, or not. */
export function useSigningSession(): SigningSession {
  const ended = useSessionStatus()?.state === 'ended';
  return useMemo(() => ({ ended }), [ended]);
}
