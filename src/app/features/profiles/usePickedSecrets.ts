import { useCallback, useEffect, useRef, useState } from 'react';
import { consoleApi } from '../../consoleApi';
import type { FileRead } from './FileField';
import { tokenExpiry } from './profileForm';
import { useFailureText } from '../../i18n/failureText';

/** What the screen may show of the picked key: never the PEM itself. */
export type KeyView =
  | { readonly state: 'reading'; readonly file: string }
  | { readonly state: 'ready'; readonly file: string; readonly fingerprint: string }
  | { readonly state: 'refused'; readonly file: string; readonly message: string }
  | { readonly state: 'unreadable'; readonly file: string; readonly reason: 'tooLarge' | 'unreadable' };

export type TokenView =
  | { readonly state: 'ready'; readonly file: string; readonly expiresAt?: number }
  | { readonly state: 'unreadable'; readonly file: string; readonly reason: 'tooLarge' | 'unreadable' };

export interface PickedSecrets {
  readonly key?: KeyView;
  readonly token?: TokenView;
  pickKey(read: FileRead): void;
  pickToken(read: FileRead): void;
  /** Hands the key PEM and token over once, then forgets them (the form calls it when sending). */
  take(): { readonly pem?: string; readonly token?: string };
}

/**
 * The picked key and token. Their text lives in refs, out of React state, and only until the
 * form sends it to the worker (which keeps a non-extractable key); the key is checked by the
 * worker as soon as it is picked, so an encrypted or wrong file is said at once, with its
 * fingerprint shown when it is a usable key.
 */
export function usePickedSecrets(): PickedSecrets {
  const pem = useRef<string | undefined>(undefined);
  const token = useRef<string | undefined>(undefined);
  const pickCount = useRef(0);
  const describeFailure = useFailureText();
  const [key, setKey] = useState<KeyView | undefined>(undefined);
  const [tokenView, setTokenView] = useState<TokenView | undefined>(undefined);

  useEffect(
    () => () => {
      pem.current = undefined;
      token.current = undefined;
    },
    [],
  );

  const pickKey = useCallback(
    (read: FileRead) => {
      pem.current = undefined;
      const pick = ++pickCount.current;
      if (!read.ok) {
        setKey({ state: 'unreadable', file: read.name, reason: read.reason });
        return;
      }
      setKey({ state: 'reading', file: read.name });
      void consoleApi()
        .keyFingerprint(read.text)
        .then((result) => {
          if (pick !== pickCount.current) return;
          if (result.ok) {
            pem.current = read.text;
            setKey({ state: 'ready', file: read.name, fingerprint: result.value });
          } else {
            setKey({ state: 'refused', file: read.name, message: describeFailure(result.failure) });
          }
        });
    },
    [describeFailure],
  );

  const pickToken = useCallback((read: FileRead) => {
    if (!read.ok) {
      token.current = undefined;
      setTokenView({ state: 'unreadable', file: read.name, reason: read.reason });
      return;
    }
    token.current = read.text.trim();
    const expiresAt = tokenExpiry(read.text);
    setTokenView({ state: 'ready', file: read.name, ...(expiresAt === undefined ? {} : { expiresAt }) });
  }, []);

  const take = useCallback(() => {
    const taken = { pem: pem.current, token: token.current };
    pem.current = undefined;
    token.current = undefined;
    pickCount.current += 1;
    setKey(undefined);
    setTokenView(undefined);
    return taken;
  }, []);

  return { key, token: tokenView, pickKey, pickToken, take };
}
