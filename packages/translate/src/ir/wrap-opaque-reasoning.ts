import { FORMAT_IDS, type FormatId, type IrOpaqueReasoning } from '@modelgate/ir';

const PREFIX = 'mg1|';
const KINDS: readonly IrOpaqueReasoning['kind'][] = ['signature', 'redacted', 'encrypted'];

/**
 * Provider-bound reasoning (a thinking signature, encrypted_content) cannot be sent to another provider. When a
 * response crosses formats we carry it in the client format's own opaque field, tagged with its origin, so that
 * when the client replays it we can give it back to the provider it came from (PROTOCOLS.md §8.5).
 */
export function wrapOpaqueReasoning(opaque: IrOpaqueReasoning): string {
  return `${PREFIX}${opaque.format}|${opaque.kind}|${opaque.id ?? ''}|${opaque.value}`;
}

/** Reads a value found in `carrier`'s opaque field: a wrapped foreign blob, or the carrier's own. */
export function unwrapOpaqueReasoning(
  value: string,
  carrier: FormatId,
  carrierKind: IrOpaqueReasoning['kind'],
): IrOpaqueReasoning {
  if (value.startsWith(PREFIX)) {
    const rest = value.slice(PREFIX.length);
    const [format, kind, id] = rest.split('|', 3) as [FormatId, IrOpaqueReasoning['kind'], string | undefined];
    if (id !== undefined && FORMAT_IDS.includes(format) && KINDS.includes(kind)) {
      const unwrapped: IrOpaqueReasoning = { format, kind, value: rest.slice(format.length + kind.length + id.length + 3) };
      if (id !== '') unwrapped.id = id;
      return unwrapped;
    }
  }
  return { format: carrier, kind: carrierKind, value };
}

/** The value to put in `carrier`'s opaque field: the blob itself when it is the carrier's own, else wrapped. */
export function carryOpaqueReasoning(opaque: IrOpaqueReasoning, carrier: FormatId): string {
  return opaque.format === carrier ? opaque.value : wrapOpaqueReasoning(opaque);
}
