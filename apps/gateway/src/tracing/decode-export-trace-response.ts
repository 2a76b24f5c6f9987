/** What a collector answers an OTLP/HTTP protobuf trace export with (`ExportTraceServiceResponse`), decoded. */
export type ExportTraceResponse = { partialSuccess?: { rejectedSpans?: number; errorMessage?: string } };

const VARINT = 0;
const FIXED64 = 1;
const LENGTH_DELIMITED = 2;
const FIXED32 = 5;

/** Reads protobuf fields forward from `bytes`; throws on a truncated value or a wire type proto3 does not use. */
class FieldReader {
  private pos = 0;

  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.pos >= this.bytes.length;
  }

  /** A base-128 varint as a number (above 2^53 it loses precision, as the SDK's reader does). */
  varint(): number {
    let value = 0;
    for (let scale = 1; this.pos < this.bytes.length; scale *= 128) {
      const byte = this.bytes[this.pos++] ?? 0;
      value += (byte & 0x7f) * scale;
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('Truncated buffer: unexpected end of data while reading varint');
  }

  /** A field's tag: its number and wire type (32-bit arithmetic on the tag, as the SDK's reader takes it). */
  tag(): { field: number; wireType: number } {
    const tag = this.varint();
    return { field: tag >>> 3, wireType: tag & 7 };
  }

  lengthDelimited(): Uint8Array {
    const length = this.varint();
    if (this.pos + length > this.bytes.length) throw new Error(`Truncated buffer: expected ${length} bytes at position ${this.pos}, but only ${this.bytes.length - this.pos} available`);
    const value = this.bytes.subarray(this.pos, this.pos + length);
    this.pos += length;
    return value;
  }

  skip(wireType: number): void {
    if (wireType === VARINT) this.varint();
    else if (wireType === FIXED64) this.pos += 8;
    else if (wireType === LENGTH_DELIMITED) this.lengthDelimited();
    else if (wireType === FIXED32) this.pos += 4;
    else throw new Error(`Unknown wire type ${wireType}, cannot safely skip`);
  }
}

/** `ExportTracePartialSuccess`: 1 rejected_spans (int64), 2 error_message (string). */
function decodePartialSuccess(bytes: Uint8Array): NonNullable<ExportTraceResponse['partialSuccess']> {
  const reader = new FieldReader(bytes);
  const partialSuccess: NonNullable<ExportTraceResponse['partialSuccess']> = {};
  while (!reader.done) {
    const { field, wireType } = reader.tag();
    if (field === 1 && wireType === VARINT) partialSuccess.rejectedSpans = reader.varint();
    else if (field === 2 && wireType === LENGTH_DELIMITED) partialSuccess.errorMessage = new TextDecoder().decode(reader.lengthDelimited());
    else reader.skip(wireType);
  }
  return partialSuccess;
}

/**
 * A trace export's protobuf answer (1 partial_success), decoded to what the SDK's ProtobufTraceSerializer returns
 * (decode-export-trace-response.test.ts compares the two), for the SDK's transport to log a partial success. Ours:
 * that serializer's package loads, on its entry point, the metrics and logs serializers and the metrics SDK (95
 * modules) for these few lines, in every traced gateway.
 */
export function decodeExportTraceResponse(bytes: Uint8Array): ExportTraceResponse {
  const reader = new FieldReader(bytes);
  const response: ExportTraceResponse = {};
  while (!reader.done) {
    const { field, wireType } = reader.tag();
    if (field === 1 && wireType === LENGTH_DELIMITED) response.partialSuccess = decodePartialSuccess(reader.lengthDelimited());
    else reader.skip(wireType);
  }
  return response;
}
