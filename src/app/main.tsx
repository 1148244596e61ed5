import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { consoleApi } from './consoleApi';
import { loadRuntimeConfig } from './runtimeConfig';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  await consoleApi().configure({
    endpoint: config.endpoint,
    region: config.region ?? 'us-ashburn-1',
    localeBase: config.localeBase,
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

void start();
