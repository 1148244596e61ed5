import { RouterProvider } from 'react-router-dom';
import { useMemo } from 'react';
import { createConsoleRouter } from './routes';
import { RuntimeConfigContext } from './runtimeConfigContext';
import type { RuntimeConfig } from './runtimeConfig';

export function App({ config }: { readonly config: RuntimeConfig }) {
  const router = useMemo(() => createConsoleRouter(), []);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <RouterProvider router={router} />
    </RuntimeConfigContext.Provider>
  );
}
