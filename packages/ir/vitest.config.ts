import { createVitestConfig } from '@modelgate/vitest-config';

export default createVitestConfig();
