/** The admin API's token fields from a create or edit form: empty inputs are left out, `none` clears a limit. */
export function readTokenForm(form: FormData, { clearEmpty }: { clearEmpty: boolean }): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const text = (name: string): string => String(form.get(name) ?? '').trim();
  const name = text('name');
  if (name !== '') body['name'] = name;
  const models = text('models');
  if (models !== '') body['models'] = models === 'all' ? null : models.split(',').map((model) => model.trim()).filter((model) => model !== '');
  else if (clearEmpty) body['models'] = null;
  const quota = text('quota');
  if (quota !== '') {
    body['quota'] = quota === 'none' ? null : quota;
    if (quota !== 'none') body['quota_period'] = text('quota_period') || 'month';
  } else if (clearEmpty) body['quota'] = null;
  for (const field of ['rpm', 'tpm', 'concurrency']) {
    const value = text(field);
    if (value !== '') body[field] = value === 'none' ? null : Number(value);
    else if (clearEmpty) body[field] = null;
  }
  const expires = text('expires_at');
  if (expires !== '') body['expires_at'] = expires === 'never' ? null : expires;
  else if (clearEmpty) body['expires_at'] = null;
  return body;
}
