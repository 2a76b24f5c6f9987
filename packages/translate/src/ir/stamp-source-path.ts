import type { IrMessage } from '@modelgate/ir';

/** Records `path` as the source of the messages added since index `from` (that have none yet). */
export function stampSourcePath(messages: IrMessage[], from: number, path: string): void {
  for (let index = from; index < messages.length; index += 1) {
    const message = messages[index];
    if (message !== undefined && message.sourcePath === undefined) message.sourcePath = path;
  }
}
