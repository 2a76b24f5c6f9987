import type { IrEncoderInput } from '@modelgate/ir';

/** True for events that carry content to the client (STYLE.md §5: output is held until the first one). */
export function isContentEvent(event: IrEncoderInput): boolean {
  switch (event.type) {
    case 'text-delta':
      return event.text !== '';
    case 'reasoning-delta':
    case 'reasoning-signature':
    case 'tool-call-start':
    case 'finish':
      return true;
    case 'reasoning-start':
      return event.opaque !== undefined;
    default:
      return false;
  }
}
