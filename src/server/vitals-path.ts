/**
 * Where the speed beacon goes: POST /vitals (vitals.ts). Its own module, with nothing else in it,
 * so that the server (which runs from src/server alone, docs/deploy.md) and the browser's beacon
 * (src/lib/speed-sample.ts, bundled into 2.5 KB) both name it from here.
 */
export const VITALS_PATH = '/vitals';
