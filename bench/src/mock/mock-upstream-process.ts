import { announceListening } from '../process/announce-listening.js';
import { createMockUpstreamServer, type MockUpstreamConfig } from './create-mock-upstream-server.js';

// Child-process entry: BENCH_MOCK_CONFIG holds a MockUpstreamConfig as JSON.
const config = JSON.parse(process.env['BENCH_MOCK_CONFIG'] ?? '') as MockUpstreamConfig;
announceListening(createMockUpstreamServer(config));
