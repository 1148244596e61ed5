import { useEffect, useState } from 'react';
import type { ConsoleFailure } from '../../oci/failure';
import type { ResourceSummary } from '../../oci/resource';
import { call } from '../consoleApi';
import { useRuntimeConfig } from '../runtimeConfigContext';

type Load =
  | { readonly state: 'loading' }
  | { readonly state: 'done'; readonly compartments: readonly ResourceSummary[] }
  | { readonly state: 'failed'; readonly failure: ConsoleFailure };

/** The home dashboard: where the console is connected, and the tenancy's compartments. */
export function HomeScreen() {
  const config = useRuntimeConfig();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    void call<{ items: ResourceSummary[] }>('searchResources', {
      searchDetails: { type: 'Structured', query: 'query compartment resources' },
      limit: 100,
    }).then((result) => {
      if (!live) return;
      setLoad(
        result.ok
          ? { state: 'done', compartments: result.value.body.items }
          : { state: 'failed', failure: result.failure },
      );
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Home</h1>
      <p>
        Connected to{' '}
        <strong data-testid="home-endpoint">{config.endpoint ?? 'the regional OCI hosts'}</strong>
      </p>
      {load.state === 'loading' && <p role="status">Loading compartments…</p>}
      {load.state === 'failed' && (
        <p role="alert" data-testid="home-error">
          Could not load compartments: {load.failure.message}
        </p>
      )}
      {load.state === 'done' && (
        <>
          <p data-testid="compartment-count">{load.compartments.length} compartments</p>
          <ul>
            {load.compartments.map((c) => (
              <li key={c.identifier}>{c.displayName ?? c.identifier}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
