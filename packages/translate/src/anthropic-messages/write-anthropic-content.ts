import type { IrFilePart, IrImagePart, IrTextPart, IrToolResultPart } from '@modelgate/ir';
import type { JsonRecord } from '../ir/read-json.js';
import type { WarningSink } from '../ir/create-warning-sink.js';

export function writeAnthropicText(part: IrTextPart): JsonRecord {
  const block: JsonRecord = { type: 'text', text: part.text };
  if (part.cacheControl !== undefined) block['cache_control'] = part.cacheControl;
  return block;
}

export function writeAnthropicImage(part: IrImagePart): JsonRecord {
  const source =
    part.source.kind === 'base64'
      ? { type: 'base64', media_type: part.source.mediaType, data: part.source.data }
      : { type: 'url', url: part.source.url };
  return { type: 'image', source };
}

export function writeAnthropicDocument(part: IrFilePart, path: string, warnings: WarningSink): JsonRecord | undefined {
  let source: JsonRecord | undefined;
  if (part.data !== undefined) source = { type: 'base64', media_type: part.mediaType ?? 'application/pdf', data: part.data };
  else if (part.url !== undefined) source = { type: 'url', url: part.url };
  if (source === undefined) {
    warnings.warn('content_dropped', 'A file referenced by id cannot be sent to Anthropic and was dropped.', path);
    return undefined;
  }
  const block: JsonRecord = { type: 'document', source };
  if (part.filename !== undefined) block['title'] = part.filename;
  return block;
}

export function writeAnthropicUserPart(part: IrToolResultPart, path: string, warnings: WarningSink): JsonRecord | undefined {
  switch (part.type) {
    case 'text':
      return part.text === '' ? undefined : writeAnthropicText(part);
    case 'image':
      return writeAnthropicImage(part);
    case 'file':
      return writeAnthropicDocument(part, path, warnings);
    default: {
      const never: never = part;
      return never;
    }
  }
}
