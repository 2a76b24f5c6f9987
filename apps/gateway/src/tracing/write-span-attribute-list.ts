import type { AttributeValue } from '@opentelemetry/api';
import type { ProtobufWriter } from './protobuf-writer.js';
import { writeKeyedScalar, type AttributeKey } from './write-scalar-key-value.js';

/**
 * A span's attributes (Span.attributes, field 9) from a GatewaySpan's list, with the bytes of the last span of the same
 * kind and name kept: most of a span's attributes are those of the span before it (the operation, method, route,
 * provider, models, deployment, status, outcome, usage of a route and model), and a run of attributes equal in key and
 * value to the kept span's, at the same places, is one copy of the kept bytes. The others (the request id) are written
 * key by key: a value encoded in as many bytes as the kept one is patched into the kept bytes in place, any other
 * change has the kept bytes replaced by this span's. A KeyValue's bytes depend only on its key and value
 * (and the field's tag, always 0x4a here), so the copy is what writing them key by key gives
 * (write-span-attribute-list.test.ts).
 */

const ATTRIBUTES_TAG = 0x4a; // Span.attributes (9)
/** Spans of one kind whose attributes are kept, by name, at most; past it the kept ones are dropped. */
const MAX_KEPT_NAMES = 64;
/** A span whose attributes take more bytes than this is not kept (it would be kept for one rarely recurring). */
const MAX_KEPT_BYTES = 4096;

type KeptAttributes = {
  entries: AttributeKey[];
  values: AttributeValue[];
  /** Where each attribute's KeyValue (its tag first) starts in `bytes`; one more at the end: where the last ends. */
  offsets: number[];
  bytes: Uint8Array;
};

/** The kept attributes of each span kind (the API's kinds index it), by span name. */
const keptByKind: Map<string, KeptAttributes>[] = [];
/** Each attribute's length this span, or -1 where it was copied: how the kept offsets are remade. */
let lengths = new Int32Array(64);

/** Equal values encode equally: the same scalar, or arrays of the same scalars. (NaN never equals: always written.) */
function sameValue(kept: AttributeValue | undefined, value: AttributeValue): boolean {
  if (kept === value) return true;
  if (!Array.isArray(kept) || !Array.isArray(value) || kept.length !== value.length) return false;
  for (let index = 0; index < value.length; index += 1) if (kept[index] !== value[index]) return false;
  return true;
}

function keptAttributes(kind: number, name: string): KeptAttributes | undefined {
  return keptByKind[kind]?.get(name);
}

/**
 * The list's attributes; `writeOther` writes one that is not a string, number or boolean (an array), as
 * encode-otlp-span.ts's general path does.
 */
export function writeSpanAttributeList(
  writer: ProtobufWriter,
  kind: number,
  name: string,
  list: readonly (AttributeKey | AttributeValue)[],
  writeOther: (writer: ProtobufWriter, tag: number, key: string, value: AttributeValue) => void,
): void {
  const count = list.length >>> 1;
  const kept = keptAttributes(kind, name);
  const keptCount = kept === undefined ? 0 : kept.entries.length;
  if (lengths.length < count) lengths = new Int32Array(count * 2);
  const start = writer.pos;
  let changed = count !== keptCount;
  let runStart = 0;
  for (let index = 0; index < count; index += 1) {
    const entry = list[index * 2] as AttributeKey;
    const value = list[index * 2 + 1] as AttributeValue;
    if (index < keptCount && (kept as KeptAttributes).entries[index] === entry && sameValue((kept as KeptAttributes).values[index], value)) {
      lengths[index] = -1;
      continue;
    }
    if (runStart < index) copyKept(writer, kept as KeptAttributes, runStart, index);
    const at = writer.pos;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') writeKeyedScalar(writer, ATTRIBUTES_TAG, entry, value);
    else writeOther(writer, ATTRIBUTES_TAG, entry.name, value);
    const length = writer.pos - at;
    lengths[index] = length;
    runStart = index + 1;
    // The same key with a value of the same length (a request id): its kept bytes and value replaced in place.
    if (!changed && index < keptCount && (kept as KeptAttributes).entries[index] === entry && !patchKept(writer, kept as KeptAttributes, index, value, at, length)) changed = true;
    else if (index >= keptCount || (kept as KeptAttributes).entries[index] !== entry) changed = true;
  }
  if (runStart < count) copyKept(writer, kept as KeptAttributes, runStart, count);
  if (changed) keep(writer, start, kind, name, list, count, kept);
}

/** Attribute `index`'s kept bytes and value replaced by those just written at `at`, when they take as many bytes. */
function patchKept(writer: ProtobufWriter, kept: KeptAttributes, index: number, value: AttributeValue, at: number, length: number): boolean {
  const offset = kept.offsets[index] as number;
  if ((kept.offsets[index + 1] as number) - offset !== length) return false;
  copyBytes(writer.buffer, at, kept.bytes, offset, length);
  kept.values[index] = value;
  return true;
}

/**
 * `length` bytes from `source` at `from` to `target` at `to`: a short run byte by byte, a longer one in one `set` (its
 * view and call cost about what 64 bytes by hand do).
 */
function copyBytes(source: Uint8Array, from: number, target: Uint8Array, to: number, length: number): void {
  if (length <= 64) {
    for (let index = 0; index < length; index += 1) target[to + index] = source[from + index] as number;
  } else if (from === 0 && length === source.length) {
    target.set(source, to);
  } else {
    target.set(source.subarray(from, from + length), to);
  }
}

function copyKept(writer: ProtobufWriter, kept: KeptAttributes, from: number, to: number): void {
  const begin = kept.offsets[from] as number;
  const length = (kept.offsets[to] as number) - begin;
  writer.ensure(length);
  copyBytes(kept.bytes, begin, writer.buffer, writer.pos, length);
  writer.pos += length;
}

/**
 * This span's attributes kept in place of the last ones (their bytes are at `start` … the writer's position): the
 * kept lists and bytes are reused, so a span of a kind and name seen before allocates nothing here.
 */
function keep(
  writer: ProtobufWriter,
  start: number,
  kind: number,
  name: string,
  list: readonly (AttributeKey | AttributeValue)[],
  count: number,
  previous: KeptAttributes | undefined,
): void {
  const byteLength = writer.pos - start;
  let byName = keptByKind[kind];
  if (byteLength > MAX_KEPT_BYTES) {
    byName?.delete(name);
    return;
  }
  if (byName === undefined) {
    byName = new Map();
    keptByKind[kind] = byName;
  }
  let kept = previous;
  if (kept === undefined) {
    if (byName.size >= MAX_KEPT_NAMES) byName.clear();
    kept = { entries: [], values: [], offsets: [0], bytes: new Uint8Array(Math.max(byteLength, 64)) };
    byName.set(name, kept);
  } else if (kept.bytes.length < byteLength) {
    kept.bytes = new Uint8Array(byteLength * 2);
  }
  const { entries, values, offsets } = kept;
  // Offsets remade in place: a copied attribute's length is read from them before its own offset is written.
  let offset = 0;
  for (let index = 0; index < count; index += 1) {
    const length = lengths[index] as number;
    const next = offset + (length >= 0 ? length : (offsets[index + 1] as number) - (offsets[index] as number));
    offsets[index] = offset;
    offset = next;
    entries[index] = list[index * 2] as AttributeKey;
    values[index] = list[index * 2 + 1] as AttributeValue;
  }
  offsets[count] = offset;
  if (entries.length !== count) {
    entries.length = count;
    values.length = count;
    offsets.length = count + 1;
  }
  copyBytes(writer.buffer, start, kept.bytes, 0, byteLength);
}
