import type { AdminTraffic } from '@modelgate/admin-api';

/** An error rate as a percentage with one decimal, or a dash without traffic. */
export function formatRate(traffic: AdminTraffic): string {
  return traffic.error_rate === null ? '—' : `${(traffic.error_rate * 100).toFixed(1)}%`;
}
