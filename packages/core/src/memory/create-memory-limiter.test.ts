import { describeLimiterContract } from '../../test/describe-limiter-contract.js';
import { createMemoryLimiter } from './create-memory-limiter.js';

describeLimiterContract('memory', { create: async () => createMemoryLimiter() });
