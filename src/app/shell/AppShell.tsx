import { Link, Outlet } from 'react-router-dom';
import { useRuntimeConfig } from '../runtimeConfigContext';
import { paths } from '../routes';
import './AppShell.css';

/** Header, left navigation area and content area. */
export function AppShell() {
  const config = useRuntimeConfig();
  return (
    <div className="shell">
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className="shell-header">
        <Link to={paths.home()} className="shell-brand">
          Field Console
        </Link>
        <span className="shell-endpoint" data-testid="endpoint">
          {config.mode === 'emulator' ? 'Emulator' : config.mode === 'relay' ? 'Relay' : 'OCI'}:{' '}
          {config.endpoint ?? 'regional hosts'}
        </span>
      </header>
      <div className="shell-body">
        <nav className="shell-nav" aria-label="Service navigation" />
        <main id="content" className="shell-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
