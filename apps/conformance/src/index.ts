export { runConformance } from './run-conformance.js';
export type { RunConformanceOptions } from './run-conformance.js';
export { ALL_CASES } from './cases/all-cases.js';
export type {
  AuthMode,
  CaseOutcome,
  CaseRequest,
  CaseResult,
  CheckName,
  ConformanceCase,
  ConformanceReport,
  FormatName,
  SectionName,
  SectionTotals,
} from './types.js';
export type { FetchLike } from './http/send-request.js';
