import type { FormatName } from '../types.js';

/** The layers the doctor checks, outermost first; it stops at the first broken one. */
export type DoctorLayer = 'address' | 'connection' | 'model-list' | 'token' | 'model-id' | 'endpoint' | 'generation';

export type DoctorStep = { layer: DoctorLayer; ok: boolean; summary: string };

/** The record SPEC §7 rule 3 recommends sending when asking for help: no token, no conversation. */
export type DiagnosisRecord = {
  time: string;
  method: string;
  path: string;
  status: number | null;
  requestId: string | null;
  clientName: string;
  settings: { baseUrl: string; format: FormatName; model: string | null; endpoint: string | null; token: string };
};

export type DoctorReport = {
  ok: boolean;
  steps: DoctorStep[];
  /** The first broken layer and what to do about it, in plain words. */
  brokenLayer?: DoctorLayer;
  remedy?: string;
  record: DiagnosisRecord;
};
