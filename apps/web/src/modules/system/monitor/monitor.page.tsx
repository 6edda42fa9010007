import type { SystemMonitor } from '@platform/contracts';
import { systemMonitorEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Progress, Row, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { monitorLocales } from './monitor.locales.ts';
import { appendPoint, formatBytes, splitDuration } from './monitor-format.ts';
import { UsageChart } from './usage-chart.tsx';

registerLocales(monitorLocales);

/** How often the page asks the server, and how many polls the chart keeps. */
export const MONITOR_POLL_MS = 5_000;
const CHART_POINTS = 24;

const gaugeColor = (percent: number) => (percent < 70 ? '#52c41a' : percent < 90 ? '#faad14' : '#ff4d4f');

function Gauge({
  title,
  percent,
  footer,
  testId,
}: {
  title: string;
  percent: number;
  footer: string;
  testId: string;
}) {
  return (
    <Col xs={24} md={8} style={{ textAlign: 'center' }} data-testid={testId}>
      <h3>{title}</h3>
      <Progress type="circle" percent={Math.round(percent * 10) / 10} strokeColor={gaugeColor(percent)} />
      <div>{footer}</div>
    </Col>
  );
}

/**
 * Menu system.monitor (系统监控): CPU, memory and disk usage, the database's size and connections,
 * uptimes, and a live chart of CPU and memory over the last two minutes (polled every 5 s).
 */
export default function MonitorPage() {
  const { t } = useTranslation('monitor');
  const monitor = useQuery({
    ...endpointQuery(systemMonitorEndpoints.get, undefined, { isSilent: true }),
    refetchInterval: MONITOR_POLL_MS,
  });
  const [history, setHistory] = useState<{ time: number; cpu: number; memory: number }[]>([]);
  const data: SystemMonitor | undefined = monitor.data;
  useEffect(() => {
    if (!data) return;
    setHistory((prev) =>
      prev.at(-1)?.time === data.time
        ? prev
        : appendPoint(
            prev,
            { time: data.time, cpu: data.cpu.used, memory: data.memory.usageRate },
            CHART_POINTS,
          ),
    );
  }, [data]);

  if (!data)
    return (
      <AdminPage>
        {monitor.isError ? (
          <Alert type="error" title={t('loadFailed')} />
        ) : (
          <Spin data-testid="monitor-loading" />
        )}
      </AdminPage>
    );
  const duration = (seconds: number) => t('duration', splitDuration(seconds));
  return (
    <AdminPage>
      <Card title={t('server')} data-testid="monitor-server">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'os', label: t('os'), children: data.system.os },
            { key: 'ip', label: t('ip'), children: data.system.ip },
            {
              key: 'processUptime',
              label: t('processUptime'),
              children: duration(data.system.processUptime),
            },
            { key: 'uptime', label: t('uptime'), children: duration(data.system.uptime) },
            { key: 'processMemory', label: t('processMemory'), children: formatBytes(data.process.rss) },
          ]}
        />
        <Row gutter={16}>
          <Gauge
            testId="monitor-cpu"
            title={t('cpu')}
            percent={data.cpu.used}
            footer={t('cores', { count: data.cpu.coreNumber })}
          />
          <Gauge
            testId="monitor-memory"
            title={t('memory')}
            percent={data.memory.usageRate}
            footer={`${formatBytes(data.memory.used)} / ${formatBytes(data.memory.total)}`}
          />
          <Gauge
            testId="monitor-disk"
            title={t('disk')}
            percent={data.disk.usageRate}
            footer={`${formatBytes(data.disk.used)} / ${formatBytes(data.disk.total)}`}
          />
        </Row>
      </Card>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} md={14}>
          <Card title={t('chart')}>
            <UsageChart
              label={t('chart')}
              points={CHART_POINTS}
              series={[
                { name: t('cpuSeries'), color: '#1677ff', values: history.map((p) => p.cpu) },
                { name: t('memorySeries'), color: '#52c41a', values: history.map((p) => p.memory) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={10}>
          <Card title={t('database')} data-testid="monitor-database">
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'kind', label: t('database'), children: t(`databaseKind.${data.database.kind}`) },
                { key: 'version', label: t('version'), children: data.database.version },
                { key: 'size', label: t('databaseSize'), children: formatBytes(data.database.size) },
                { key: 'connections', label: t('connections'), children: data.database.connections },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </AdminPage>
  );
}
