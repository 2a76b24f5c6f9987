import type { ResponsesCustomToolFormat } from '@modelgate/openai-responses';
import { isRecord } from '../ir/read-json.js';
import type { WarningSink } from '../ir/create-warning-sink.js';

type GrammarSyntax = Extract<ResponsesCustomToolFormat, { type: 'grammar' }>['syntax'];

function isGrammarSyntax(value: unknown): value is GrammarSyntax {
  return value === 'lark' || value === 'regex';
}

/**
 * A custom tool's input format → Responses: free `text`, or a `grammar` with its `syntax` and `definition` beside
 * `type`. Chat nests the grammar (`{type:"grammar", grammar:{syntax, definition}}`); both shapes are read. A format
 * Responses cannot state is dropped with a warning, and the tool takes free text.
 */
export function writeCustomToolFormat(format: unknown, path: string, warnings: WarningSink): ResponsesCustomToolFormat | undefined {
  if (format === undefined) return undefined;
  if (isRecord(format)) {
    if (format['type'] === 'text') return { ...format, type: 'text' };
    const grammar = isRecord(format['grammar']) ? format['grammar'] : format;
    const { syntax, definition } = grammar;
    if (format['type'] === 'grammar' && isGrammarSyntax(syntax) && typeof definition === 'string') {
      return grammar === format ? { ...format, type: 'grammar', syntax, definition } : { type: 'grammar', syntax, definition };
    }
  }
  warnings.warn('parameter_dropped', "The custom tool's input format has no Responses equivalent and was dropped; the tool takes free text.", path);
  return undefined;
}
