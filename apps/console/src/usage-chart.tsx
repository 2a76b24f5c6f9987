import type { AdminUsageSeries } from '@modelgate/admin-api';
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';

const COLORS = ['#2563eb', '#dc2626', '#059669', '#d97706', '#7c3aed', '#0891b2', '#be185d', '#4b5563'];

/** One line per series of credits spent per bucket (uPlot, canvas), over every bucket of the span, zeros included. */
export function UsageChart({ usage, label }: { usage: AdminUsageSeries; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (element === null) return undefined;
    const step = usage.bucket === 'hour' ? 3_600 : 86_400;
    const since = Math.floor(Date.parse(usage.since) / 1000 / step) * step;
    const until = Date.parse(usage.until) / 1000;
    const times: number[] = [];
    for (let time = since; time <= until; time += step) times.push(time);
    const lines = usage.series.slice(0, COLORS.length).map((line) => {
      const byStart = new Map(line.points.map((point) => [Date.parse(point.start) / 1000, Number(point.cost)]));
      return times.map((time) => byStart.get(time) ?? 0);
    });
    const chart = new uPlot(
      {
        width: Math.max(320, element.clientWidth),
        height: 300,
        title: label,
        scales: { x: { time: true } },
        axes: [{}, { label: 'credits', size: 70 }],
        series: [{}, ...usage.series.slice(0, COLORS.length).map((line, index) => ({ label: line.name ?? line.key, stroke: COLORS[index], width: 2, points: { show: true } }))],
      },
      [times, ...lines],
      element,
    );
    return () => chart.destroy();
  }, [usage, label]);
  return <div ref={box} class="chart" role="img" aria-label={`${label}: a line per series of credits spent per ${usage.bucket}; the table below has the figures.`} />;
}
