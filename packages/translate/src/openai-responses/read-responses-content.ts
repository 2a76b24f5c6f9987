import type { IrUserPart } from '@modelgate/ir';
import { parseDataUrl } from '../ir/data-url.js';
import { asArray, asRecord, readString, type JsonRecord } from '../ir/read-json.js';
import type { WarningSink } from '../ir/create-warning-sink.js';

function readPart(part: JsonRecord, path: string, warnings: WarningSink): IrUserPart | undefined {
  switch (part['type']) {
    case 'input_text':
    case 'output_text':
    case 'text': {
      const text = readString(part, 'text') ?? '';
      return text === '' ? undefined : { type: 'text', text };
    }
    case 'input_image': {
      const url = readString(part, 'image_url');
      if (url === undefined) {
        warnings.warn('content_dropped', 'An image referenced by file id cannot be translated and was dropped.', path);
        return undefined;
      }
      const data = parseDataUrl(url);
      const detail = readString(part, 'detail');
      return {
        type: 'image',
        source: data === undefined ? { kind: 'url', url } : { kind: 'base64', mediaType: data.mediaType, data: data.data },
        ...(detail === undefined ? {} : { detail }),
      };
    }
    case 'input_file': {
      const fileData = readString(part, 'file_data');
      const parsed = fileData === undefined ? undefined : parseDataUrl(fileData);
      const fileUrl = readString(part, 'file_url');
      const fileId = readString(part, 'file_id');
      const filename = readString(part, 'filename');
      return {
        type: 'file',
        ...(fileData === undefined ? {} : { data: parsed?.data ?? fileData, mediaType: parsed?.mediaType ?? 'application/pdf' }),
        ...(fileUrl === undefined ? {} : { url: fileUrl }),
        ...(fileId === undefined ? {} : { fileId }),
        ...(filename === undefined ? {} : { filename }),
      };
    }
    default:
      warnings.warn('content_dropped', `A "${String(part['type'])}" content part has no equivalent and was dropped.`, path);
      return undefined;
  }
}

/** Responses message content (string or parts) → IR parts. */
export function readResponsesContent(content: unknown, path: string, warnings: WarningSink): IrUserPart[] {
  if (typeof content === 'string') return content === '' ? [] : [{ type: 'text', text: content }];
  const parts: IrUserPart[] = [];
  asArray(content).forEach((raw, index) => {
    const part = readPart(asRecord(raw), `${path}/${index}`, warnings);
    if (part !== undefined) parts.push(part);
  });
  return parts;
}
