import { GatewayError } from '../errors/gateway-error.js';
import type { FormatId } from '@modelgate/ir';
import { jsonPointerToParam } from '../formats/json-pointer-to-param.js';

/** The 400 for a model with `drop_params: false` whose upstream's format cannot carry fields the client sent. */
export function createDroppedFieldsError(options: { dropped: readonly string[]; upstreamFormat: FormatId; deploymentName: string }): GatewayError {
  const fields = options.dropped.map((path) => `\`${jsonPointerToParam(path)}\``).join(', ');
  return new GatewayError({
    code: 'invalid_request',
    message:
      `This model's upstream (${options.deploymentName}) speaks ${options.upstreamFormat}, which cannot carry ${fields}, and the model is ` +
      'configured with drop_params: false. Remove the field(s) from the request, or ask the operator to set drop_params: true to send the request without them.',
    param: jsonPointerToParam(options.dropped[0] ?? ''),
  });
}
