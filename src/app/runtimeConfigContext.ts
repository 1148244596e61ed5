import { createContext, useContext } from 'react';
import { DEFAULT_CONFIG, type RuntimeConfig } from './runtimeConfig';

export const RuntimeConfigContext = createContext<RuntimeConfig>(DEFAULT_CONFIG);

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
