import type { IrFilePart, IrImagePart, IrUserPart } from '@modelgate/ir';
import { parseDataUrl } from '../ir/data-url.js';
import { asArray, asRecord, readString, type JsonRecord } from '../ir/read-json.js';
import type { WarningSink } from '../ir/create-warning-sink.js';

export function readChatImage(part: JsonRecord): IrImagePart {
  const imageUrl = asRecord(part['image_url']);
  const url = readString(imageUrl, 'url') ?? '';
  const data = parseDataUrl(url);
  const image: IrImagePart = {
    type: 'image',
    source: data === undefined ? { kind: 'url', url } : { kind: 'base64', mediaType: data.mediaType, data: data.data },
  };
  const detail = readString(imageUrl, 'detail');
  if (detail !== undefined) image.detail = detail;
  return image;
}

export function readChatFile(part: JsonRecord): IrFilePart {
  const file = asRecord(part['file']);
  const ir: IrFilePart = { type: 'file' };
  const fileData = readString(file, 'file_data');
  if (fileData !== undefined) {
    const parsed = parseDataUrl(fileData);
    ir.data = parsed?.data ?? fileData;
    ir.mediaType = parsed?.mediaType ?? 'application/pdf';
  }
  const fileId = readString(file, 'file_id');
  if (fileId !== undefined) ir.fileId = fileId;
  const filename = readString(file, 'filename');
  if (filename !== undefined) ir.filename = filename;
  return ir;
}

/** Chat message content (string or parts) → IR user parts. */
export function readChatUserContent(content: unknown, path: string, warnings: WarningSink): IrUserPart[] {
  if (typeof content === 'string') return content === '' ? [] : [{ type: 'text', text: content }];
  const parts: IrUserPart[] = [];
  asArray(content).forEach((raw, index) => {
    const part = asRecord(raw);
    switch (part['type']) {
      case 'text': {
        const text = readString(part, 'text') ?? '';
        if (text !== '') parts.push({ type: 'text', text });
        return;
      }
      case 'image_url':
        parts.push(readChatImage(part));
        return;
      case 'file':
        parts.push(readChatFile(part));
        return;
      default:
        warnings.warn('content_dropped', `A "${String(part['type'])}" content part has no equivalent and was dropped.`, `${path}/${index}`);
    }
  });
  return parts;
}

/** Text of a chat content value (string or text parts; refusal parts are not text). */
export function readChatText(content: unknown): string {
  if (typeof content === 'string') return content;
  return asArray(content)
    .map((raw) => readString(asRecord(raw), 'text') ?? '')
    .join('');
}
