/** A result or an error of the last action, announced to screen readers. */
export function StatusMessage({ error, done }: { error?: string | undefined; done?: string | undefined }) {
  if (error !== undefined) return <p class="message error" role="alert">{error}</p>;
  if (done !== undefined) return <p class="message done" role="status">{done}</p>;
  return <p class="message" role="status" aria-live="polite" />;
}
