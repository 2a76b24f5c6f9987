import { validateCountTokensRequest } from '@modelgate/anthropic-messages';
import type { FormatPackages } from '../formats/format-package.js';
import { FORMAT_MODULES } from '../formats/format-modules.js';

/** The format packages as the app uses them (validation and error envelopes): the format modules themselves. */
export const FORMAT_PACKAGES: FormatPackages = FORMAT_MODULES;

export { validateCountTokensRequest };
