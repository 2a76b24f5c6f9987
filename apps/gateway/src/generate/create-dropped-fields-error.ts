import { GatewayError } from '../errors/gateway-error.js';
import type { FormatId } from '@modelgate/ir';
import { jsonPointerToParam } from '../formats/json-pointer-to-param.js';

/**
 * A deployment's refusal of a request whose translation would drop fields, for a model with `drop_params: false`.
 * Nothing was sent: the fallback policy tries the model's next deployment (one of the client's own format carries
 * every field), and the client gets this 400 when none is left.
 */
export class DroppedFieldsError extends GatewayError {
  readonly dropped: readonly string[];

  constructor(options: { dropped: readonly string[]; upstreamFormat: FormatId; deploymentName: string }) {
    const fields = options.dropped.map((path) => `\`${jsonPointerToParam(path)}\``).join(', ');
    super({
      code: 'invalid_request',
      message:
        `This model's upstream (${options.deploymentName}) speaks ${options.upstreamFormat}, which cannot carry ${fields}, and the model is ` +
        'configured with drop_params: false. Remove the field(s) from the request, or ask the operator to set drop_params: true to send the request without them.',
      param: jsonPointerToParam(options.dropped[0] ?? ''),
    });
    this.name = 'DroppedFieldsError';
    this.dropped = options.dropped;
  }
}

/** The 400 for a model with `drop_params: false` whose upstream's format cannot carry fields the client sent. */
export function createDroppedFieldsError(options: { dropped: readonly string[]; upstreamFormat: FormatId; deploymentName: string }): DroppedFieldsError {
  return new DroppedFieldsError(options);
}
