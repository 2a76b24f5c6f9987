import { listModelIds } from '../formats/check-models-content.js';
import type { CheckFunction } from './check-context.js';

/** The run's model appears, exactly, in the list (SPEC §2 rule 1). */
export const checkModelListed: CheckFunction = ({ json, model }) => {
  const ids = listModelIds(json);
  if (ids.includes(model)) return [];
  const near = ids.find((id) => id.toLowerCase() === model.toLowerCase());
  return [
    near === undefined
      ? `model "${model}" is not in the list`
      : `model "${model}" is not in the list; "${near}" differs only in case`,
  ];
};
