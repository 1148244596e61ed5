/**
 * What the tenancy says of its pricing class and SaaS service types, shared with every menu. The
 * shell holds it and a reader loaded after the first paint (TenancyFactsReader) fills it in, so
 * the first page does not carry the reading code. Outside the shell (a screen rendered alone)
 * nothing is known and the menus use the defaults.
 */
import { createContext, useContext } from 'react';
import type { TenancyFactsState } from './tenancyFacts';

/** Before anything is read (and where no reader is mounted): nothing known, the defaults apply. */
export const FACTS_NOT_READ: TenancyFactsState = { known: false, reason: 'loading' };

export const TenancyFactsContext = createContext<TenancyFactsState>(FACTS_NOT_READ);

export function useTenancyFacts(): TenancyFactsState {
  return useContext(TenancyFactsContext);
}
