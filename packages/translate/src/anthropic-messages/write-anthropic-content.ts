import type { IrFilePart, IrImagePart, IrTextPart, IrToolResultPart } from '@modelgate/ir';
import type { MessagesDocumentBlockParam, MessagesDocumentSource, MessagesImageBlockParam, MessagesTextBlockParam } from '@modelgate/anthropic-messages';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { readCacheControl } from './read-cache-control.js';

/** A block of a user turn or a tool result written from the IR (text, image or document). */
export type AnthropicUserBlock = MessagesTextBlockParam | MessagesImageBlockParam | MessagesDocumentBlockParam;

export function writeAnthropicText(part: IrTextPart): MessagesTextBlockParam {
  const block: MessagesTextBlockParam = { type: 'text', text: part.text };
  const cacheControl = readCacheControl(part.cacheControl);
  if (cacheControl !== undefined) block.cache_control = cacheControl;
  return block;
}

export function writeAnthropicImage(part: IrImagePart): MessagesImageBlockParam {
  const source =
    part.source.kind === 'base64'
      ? { type: 'base64' as const, media_type: part.source.mediaType, data: part.source.data }
      : { type: 'url' as const, url: part.source.url };
  return { type: 'image', source };
}

export function writeAnthropicDocument(part: IrFilePart, path: string, warnings: WarningSink): MessagesDocumentBlockParam | undefined {
  let source: MessagesDocumentSource | undefined;
  if (part.data !== undefined) source = { type: 'base64', media_type: part.mediaType ?? 'application/pdf', data: part.data };
  else if (part.url !== undefined) source = { type: 'url', url: part.url };
  if (source === undefined) {
    warnings.warn('content_dropped', 'A file referenced by id cannot be sent to Anthropic and was dropped.', path);
    return undefined;
  }
  const block: MessagesDocumentBlockParam = { type: 'document', source };
  if (part.filename !== undefined) block.title = part.filename;
  return block;
}

export function writeAnthropicUserPart(part: IrToolResultPart, path: string, warnings: WarningSink): AnthropicUserBlock | undefined {
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
