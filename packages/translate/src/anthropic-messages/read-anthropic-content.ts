import type { IrFilePart, IrImagePart, IrTextPart } from '@modelgate/ir';
import { asRecord, readString, type JsonRecord } from '../ir/read-json.js';

/** Anthropic `text` block → IR text (undefined for empty text, which the API rejects anyway). */
export function readAnthropicText(block: JsonRecord): IrTextPart | undefined {
  const text = readString(block, 'text');
  if (text === undefined || text === '') return undefined;
  const part: IrTextPart = { type: 'text', text };
  if (block['cache_control'] !== undefined) part.cacheControl = block['cache_control'];
  return part;
}

/** Anthropic `image` block → IR image. */
export function readAnthropicImage(block: JsonRecord): IrImagePart | undefined {
  const source = asRecord(block['source']);
  const kind = readString(source, 'type');
  if (kind === 'base64') {
    return {
      type: 'image',
      source: { kind: 'base64', mediaType: readString(source, 'media_type') ?? 'image/png', data: readString(source, 'data') ?? '' },
    };
  }
  if (kind === 'url') return { type: 'image', source: { kind: 'url', url: readString(source, 'url') ?? '' } };
  return undefined;
}

/** Anthropic `document` block → IR file. */
export function readAnthropicDocument(block: JsonRecord): IrFilePart | undefined {
  const source = asRecord(block['source']);
  const kind = readString(source, 'type');
  const part: IrFilePart = { type: 'file' };
  const title = readString(block, 'title');
  if (title !== undefined) part.filename = title;
  if (kind === 'base64') {
    part.data = readString(source, 'data') ?? '';
    part.mediaType = readString(source, 'media_type') ?? 'application/pdf';
    return part;
  }
  if (kind === 'url') {
    part.url = readString(source, 'url') ?? '';
    return part;
  }
  if (kind === 'text') {
    part.data = Buffer.from(readString(source, 'data') ?? '', 'utf8').toString('base64');
    part.mediaType = readString(source, 'media_type') ?? 'text/plain';
    return part;
  }
  if (kind === 'file') {
    part.fileId = readString(source, 'file_id') ?? '';
    return part;
  }
  return undefined;
}
