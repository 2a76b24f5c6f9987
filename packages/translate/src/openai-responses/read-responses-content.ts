import type { IrUserPart } from '@modelgate/ir';
import type { ResponsesInputFilePart, ResponsesInputImagePart, ResponsesMessageContent, ResponsesMessageContentPart, ResponsesToolOutput } from '@modelgate/openai-responses';
import { parseDataUrl } from '../ir/data-url.js';
import type { WarningSink } from '../ir/create-warning-sink.js';

function readImage(part: ResponsesInputImagePart, path: string, warnings: WarningSink): IrUserPart | undefined {
  const url = part.image_url;
  if (typeof url !== 'string') {
    warnings.warn('content_dropped', 'An image referenced by file id cannot be translated and was dropped.', path);
    return undefined;
  }
  const data = parseDataUrl(url);
  const detail = part.detail;
  return {
    type: 'image',
    source: data === undefined ? { kind: 'url', url } : { kind: 'base64', mediaType: data.mediaType, data: data.data },
    ...(typeof detail === 'string' ? { detail } : {}),
  };
}

function readFile(part: ResponsesInputFilePart): IrUserPart {
  const { file_data: fileData, file_url: fileUrl, file_id: fileId, filename } = part;
  const parsed = fileData === undefined ? undefined : parseDataUrl(fileData);
  return {
    type: 'file',
    ...(fileData === undefined ? {} : { data: parsed?.data ?? fileData, mediaType: parsed?.mediaType ?? 'application/pdf' }),
    ...(fileUrl === undefined ? {} : { url: fileUrl }),
    ...(typeof fileId === 'string' ? { fileId } : {}),
    ...(filename === undefined ? {} : { filename }),
  };
}

function readPart(part: ResponsesMessageContentPart, path: string, warnings: WarningSink): IrUserPart | undefined {
  switch (part.type) {
    case 'input_text':
    case 'output_text':
      return part.text === '' ? undefined : { type: 'text', text: part.text };
    case 'input_image':
      return readImage(part, path, warnings);
    case 'input_file':
      return readFile(part);
    case 'refusal':
      warnings.warn('content_dropped', `A "${part.type}" content part has no equivalent and was dropped.`, path);
      return undefined;
    default: {
      const never: never = part;
      return never;
    }
  }
}

/** Responses message content or a tool's output (string or parts) → IR parts. */
export function readResponsesContent(content: ResponsesMessageContent | ResponsesToolOutput, path: string, warnings: WarningSink): IrUserPart[] {
  if (typeof content === 'string') return content === '' ? [] : [{ type: 'text', text: content }];
  const parts: IrUserPart[] = [];
  content.forEach((raw, index) => {
    const part = readPart(raw, `${path}/${index}`, warnings);
    if (part !== undefined) parts.push(part);
  });
  return parts;
}
