import type { IrFilePart, IrImagePart, IrTextPart } from '@modelgate/ir';
import type { MessagesDocumentBlockParam, MessagesImageBlockParam, MessagesTextBlockParam } from '@modelgate/anthropic-messages';

/** Anthropic `text` block → IR text (undefined for empty text, which the API rejects anyway). */
export function readAnthropicText(block: MessagesTextBlockParam): IrTextPart | undefined {
  if (block.text === '') return undefined;
  const part: IrTextPart = { type: 'text', text: block.text };
  if (block.cache_control !== undefined) part.cacheControl = block.cache_control;
  return part;
}

/** Anthropic `image` block → IR image (undefined for an uploaded file, which only Anthropic can resolve). */
export function readAnthropicImage(block: MessagesImageBlockParam): IrImagePart | undefined {
  const source = block.source;
  switch (source.type) {
    case 'base64':
      return { type: 'image', source: { kind: 'base64', mediaType: source.media_type, data: source.data } };
    case 'url':
      return { type: 'image', source: { kind: 'url', url: source.url } };
    case 'file':
      return undefined;
    default: {
      const never: never = source;
      return never;
    }
  }
}

/** Anthropic `document` block → IR file (undefined for a document given as content blocks). */
export function readAnthropicDocument(block: MessagesDocumentBlockParam): IrFilePart | undefined {
  const source = block.source;
  const part: IrFilePart = { type: 'file' };
  if (typeof block.title === 'string') part.filename = block.title;
  switch (source.type) {
    case 'base64':
      part.data = source.data;
      part.mediaType = source.media_type;
      return part;
    case 'url':
      part.url = source.url;
      return part;
    case 'text':
      part.data = Buffer.from(source.data, 'utf8').toString('base64');
      part.mediaType = source.media_type;
      return part;
    case 'file':
      part.fileId = source.file_id;
      return part;
    case 'content':
      return undefined;
    default: {
      const never: never = source;
      return never;
    }
  }
}
