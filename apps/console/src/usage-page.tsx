import type { AdminUsageSeries } from '@modelgate/admin-api';
import { useState } from 'preact/hooks';
import type { AdminClient } from './admin-client.js';
import { StatusMessage } from './status-message.js';
import { UsageChart } from './usage-chart.js';
import { useAdminData } from './use-admin-data.js';

function add(a: string, b: string): string {
  // Credits have up to 6 decimals: sum them as integer micro-credits so the total is exact.
  const micros = (text: string) => {
    const [whole = '0', fraction = ''] = text.split('.');
    return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0') || '0');
  };
  const total = micros(a) + micros(b);
  const fraction = (total % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${total / 1_000_000n}${fraction === '' ? '' : `.${fraction}`}`;
}

/** Spend over time per hour or day, by account, token or model: a chart, and the same figures in a table. */
export function UsagePage({ client }: { client: AdminClient }) {
  const [bucket, setBucket] = useState<'hour' | 'day'>('day');
  const [groupBy, setGroupBy] = useState<'total' | 'account' | 'token' | 'model'>('model');
  const usage = useAdminData(() => client.get<AdminUsageSeries>('/admin/usage/series', { bucket, group_by: groupBy }), `${bucket}/${groupBy}`);
  const rows = (usage.data?.series ?? []).map((line) => ({
    name: line.name ?? line.key,
    requests: line.points.reduce((sum, point) => sum + point.requests, 0),
    input: line.points.reduce((sum, point) => sum + point.input_tokens, 0),
    output: line.points.reduce((sum, point) => sum + point.output_tokens, 0),
    cost: line.points.reduce((sum, point) => add(sum, point.cost), '0'),
  }));
  return (
    <section>
      <div class="inline">
        <label>Per <select aria-label="Per" value={bucket} onChange={(event) => setBucket(event.currentTarget.value as 'hour' | 'day')}><option value="hour">hour (last 24 hours)</option><option value="day">day (last 30 days)</option></select></label>
        <label>By <select aria-label="By" value={groupBy} onChange={(event) => setGroupBy(event.currentTarget.value as 'total' | 'account' | 'token' | 'model')}><option value="model">model</option><option value="account">account</option><option value="token">token</option><option value="total">total</option></select></label>
      </div>
      <StatusMessage error={usage.error} />
      {usage.data !== undefined && <UsageChart usage={usage.data} label={`Credits spent per ${bucket}, by ${groupBy}`} />}
      <table>
        <caption>Totals of the span</caption>
        <thead><tr><th scope="col">{groupBy}</th><th scope="col" class="number">Requests</th><th scope="col" class="number">Input tokens</th><th scope="col" class="number">Output tokens</th><th scope="col" class="number">Cost (credits)</th></tr></thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}><th scope="row">{row.name}</th><td class="number">{row.requests}</td><td class="number">{row.input}</td><td class="number">{row.output}</td><td class="number" data-testid="usage-cost">{row.cost}</td></tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
