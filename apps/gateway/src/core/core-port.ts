import type { Core } from '@modelgate/core';

/** The part of @modelgate/core's `Core` that the request path uses. */
export type CorePort = Pick<Core, 'authenticate' | 'authenticateCached' | 'visibleModels' | 'resolveModel' | 'admit' | 'settle' | 'release' | 'renew'>;
