/** `/messages/0/role` → `messages[0].role`; `` → `` (the body itself). */
export function jsonPointerToParam(pointer: string): string {
  const parts = pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  let param = '';
  for (const part of parts) {
    if (/^\d+$/.test(part)) param += `[${part}]`;
    else param += param === '' ? part : `.${part}`;
  }
  return param;
}
