import type { ViteUserConfig } from 'vitest/config';

export function createVitestConfig(overrides?: ViteUserConfig['test']): ViteUserConfig;
