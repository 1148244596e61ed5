import { Suspense, useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { failureText } from '../i18n/failureText';
import type { ConsoleFailure } from '../../contract/failure';
import type { ResourceSummary } from '../../oci/resource';
import { loadCompartments } from '../data/loadTypeList';
import type { RuntimeConfig } from '../runtimeConfig';
import { useRuntimeConfig } from '../runtimeConfigContext';
import { HomeNavigation, NeedsYou } from '../shell/lazyScreens';
import { Card } from '../ui/Card';
import { OverviewHeading } from '../ui/OverviewHeading';
import { PageTemplate } from '../ui/PageTemplate';
import './HomeScreen.css';

type Load =
  | { readonly state: 'loading' }
  | { readonly state: 'done'; readonly compartments: readonly ResourceSummary[] }
  | { readonly state: 'failed'; readonly failure: ConsoleFailure };

function modeLabel(t: TFunction, mode: RuntimeConfig['mode']): string {
  if (mode === 'emulator') return t('shell.endpointEmulator');
  if (mode === 'forward') return t('shell.endpointForward');
  return mode === 'relay' ? t('shell.endpointRelay') : t('shell.endpointDirect');
}

/** Where the console is connected and how many compartments the tenancy has. */
function Connection() {
  const { t } = useTranslation('console');
  const config = useRuntimeConfig();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    void loadCompartments().then((result) => {
      if (!live) return;
      setLoad(
        result.ok
          ? { state: 'done', compartments: result.value.items }
          : { state: 'failed', failure: result.failure },
      );
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <Card title={t('home.connection')}>
      <p>
        {modeLabel(t, config.mode)} · {t('home.connectedTo')}{' '}
        <strong data-testid="home-endpoint">{config.endpoint ?? t('shell.regionalHosts')}</strong>
      </p>
      {load.state === 'loading' ? <p role="status">{t('home.loadingCompartments')}</p> : null}
      {load.state === 'failed' ? (
        <p role="alert" data-testid="home-error">
          {t('home.compartmentsFailed')}: {failureText(t, load.failure)}
        </p>
      ) : null}
      {load.state === 'done' ? (
        <>
          <p data-testid="compartment-count">{t('home.compartments', { count: load.compartments.length })}</p>
          {load.compartments.length > 0 ? (
            <details className="home-compartments">
              <summary>{t('home.showCompartments')}</summary>
              <ul>
                {load.compartments.map((c) => (
                  <li key={c.identifier}>{c.displayName ?? c.identifier}</li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

/**
 * The home dashboard (document 3 §2.1): what needs the user, computed on the device (answered
 * offline too), then the connection, the persona's featured pages, the areas worked in last and
 * quick links (loaded with the navigation registry).
 */
export function HomeScreen() {
  const { t } = useTranslation('console');
  return (
    <PageTemplate heading={<OverviewHeading title={t('home.title')} />}>
      <Suspense fallback={null}>
        <NeedsYou />
      </Suspense>
      <Connection />
      <Suspense fallback={null}>
        <HomeNavigation />
      </Suspense>
    </PageTemplate>
  );
}
