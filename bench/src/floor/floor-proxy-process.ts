import { announceListening } from '../process/announce-listening.js';
import { createFloorProxyServer, type FloorRoutes } from './create-floor-proxy-server.js';

// Child-process entry: BENCH_FLOOR_ROUTES holds FloorRoutes as JSON.
const routes = JSON.parse(process.env['BENCH_FLOOR_ROUTES'] ?? '') as FloorRoutes;
announceListening(createFloorProxyServer(routes));
