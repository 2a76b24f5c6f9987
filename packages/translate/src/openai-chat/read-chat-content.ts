import type { IrFilePart, IrImagePart, IrUserPart } from '@modelgate/ir';
import type { ChatAssistantContentPart, ChatFilePart, ChatImagePart, ChatTextContent, ChatUserContentPart } from '@modelgate/openai-chat';
import { parseDataUrl } from '../ir/data-url.js';
import { asArray, asRecord, readString } from '../ir/read-json.js';
import type { WarningSink } from '../ir/create-warning-sink.js';

function readChatImage(part: ChatImagePart): IrImagePart {
  const { url, detail } = part.image_url;
  const data = parseDataUrl(url);
  const image: IrImagePart = {
    type: 'image',
    source: data === undefined ? { kind: 'url', url } : { kind: 'base64', mediaType: data.mediaType, data: data.data },
  };
  if (detail !== undefined) image.detail = detail;
  return image;
}

function readChatFile(part: ChatFilePart): IrFilePart {
  const { file_data: fileData, file_id: fileId, filename } = part.file;
  const ir: IrFilePart = { type: 'file' };
  if (fileData !== undefined) {
    const parsed = parseDataUrl(fileData);
    ir.data = parsed?.data ?? fileData;
    ir.mediaType = parsed?.mediaType ?? 'application/pdf';
  }
  if (fileId !== undefined) ir.fileId = fileId;
  if (filename !== undefined) ir.filename = filename;
  return ir;
}

/** Chat message content (string or parts) → IR user parts. */
export function readChatUserContent(content: string | ChatUserContentPart[], path: string, warnings: WarningSink): IrUserPart[] {
  if (typeof content === 'string') return content === '' ? [] : [{ type: 'text', text: content }];
  const parts: IrUserPart[] = [];
  content.forEach((part, index) => {
    switch (part.type) {
      case 'text':
        if (part.text !== '') parts.push({ type: 'text', text: part.text });
        return;
      case 'image_url':
        parts.push(readChatImage(part));
        return;
      case 'file':
        parts.push(readChatFile(part));
        return;
      default:
        warnings.warn('content_dropped', `A "${part.type}" content part has no equivalent and was dropped.`, `${path}/${index}`);
    }
  });
  return parts;
}

/** Text of a request's chat content (string or parts; refusal parts are not text). */
export function chatTextOf(content: ChatTextContent | ChatAssistantContentPart[] | null | undefined): string {
  if (content === null || content === undefined) return '';
  if (typeof content === 'string') return content;
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/** Text of an upstream answer's chat content (string or text parts), read from the unvalidated body. */
export function readChatText(content: unknown): string {
  if (typeof content === 'string') return content;
  return asArray(content)
    .map((raw) => readString(asRecord(raw), 'text') ?? '')
    .join('');
}
