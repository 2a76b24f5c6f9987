export { runConformance } from './run-conformance.js';
export type { RunConformanceOptions } from './run-conformance.js';
export { ALL_CASES } from './cases/all-cases.js';
export { renderJsonReport } from './report/render-json-report.js';
export { renderJunitReport } from './report/render-junit-report.js';
export { renderTextReport } from './report/render-text-report.js';
export { runDoctor } from './doctor/run-doctor.js';
export type { DoctorOptions } from './doctor/run-doctor.js';
export { renderDoctorReport } from './doctor/render-doctor-report.js';
export type { DiagnosisRecord, DoctorLayer, DoctorReport, DoctorStep } from './doctor/doctor-types.js';
export { CASSETTES_DIRECTORY, loadCassettes } from './cassettes/load-cassettes.js';
export { createReplayUpstream } from './cassettes/create-replay-upstream.js';
export type { ReplayedRequest, ReplayUpstream, ReplayUpstreamOptions } from './cassettes/create-replay-upstream.js';
export { createCassetteCases } from './cassettes/create-cassette-cases.js';
export type { Cassette, CassetteTool } from './cassettes/cassette.js';
export type { FinishKind, StreamSummary, ToolCallSummary } from './formats/stream-summary.js';
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
