import type { IrAssistantPart } from './ir-content.js';
import type { IrStopReason } from './ir-stop-reason.js';
import type { IrUsage } from './ir-usage.js';

export type IrResponse = {
  id?: string;
  model?: string;
  content: IrAssistantPart[];
  stopReason: IrStopReason;
  stopSequence?: string | null;
  usage?: IrUsage;
};
