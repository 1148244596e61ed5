import { useTranslation } from 'react-i18next';
import { MetricChart } from '../../kit/MetricChart';
import type { MetricWindow } from '../../kit/metricQuery';
import { MetricWindows } from '../../kit/MetricWindows';
import './InstanceMetrics.css';

/** The compute agent's metrics an instance's page charts, in the order a person on call reads them. */
const CHARTS = [
  { id: 'cpu', query: 'CpuUtilization[1m].mean()' },
  { id: 'memory', query: 'MemoryUtilization[1m].mean()' },
  { id: 'networkIn', query: 'NetworksBytesIn[1m].rate()' },
  { id: 'networkOut', query: 'NetworksBytesOut[1m].rate()' },
  { id: 'diskRead', query: 'DiskBytesRead[1m].rate()' },
  { id: 'diskWritten', query: 'DiskBytesWritten[1m].rate()' },
] as const;

export interface InstanceMetricsProps {
  readonly instanceId: string;
  readonly compartmentId: string;
  readonly region: string;
  /** A stopped instance sends nothing now: the page says why the charts end. */
  readonly stopped?: boolean;
}

function Charts({ window, ...props }: InstanceMetricsProps & { readonly window: MetricWindow }) {
  const { t } = useTranslation(['oncall']);
  return (
    <div className="instance-metrics__grid">
      {CHARTS.map((chart) => (
        <MetricChart
          key={chart.id}
          title={t(`oncall:metrics.${chart.id}`)}
          namespace="oci_computeagent"
          query={chart.query}
          compartmentId={props.compartmentId}
          resource={props.instanceId}
          region={props.region}
          window={window}
        />
      ))}
    </div>
  );
}

/**
 * An instance's CPU, memory, network and disk over the last hour, day or week (the compute
 * agent's metrics), each chart with its table view and its age; offline, the charts last seen.
 */
export function InstanceMetrics(props: InstanceMetricsProps) {
  const { t } = useTranslation(['oncall']);
  return (
    <section className="instance-metrics" aria-labelledby="instance-metrics-heading">
      <h2 id="instance-metrics-heading">{t('oncall:metrics.heading')}</h2>
      {props.stopped === true ? <p className="read-problem">{t('oncall:metrics.stopped')}</p> : null}
      <MetricWindows>{(window) => <Charts {...props} window={window} />}</MetricWindows>
    </section>
  );
}
