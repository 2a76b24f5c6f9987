import type { components } from './generated/openapi.gen.js';

type Schemas = components['schemas'];

export type AdminAccount = Schemas['AdminAccount'];
export type AdminAccountList = Schemas['AdminAccountList'];
export type AdminAccountStatus = Schemas['AdminAccountStatus'];
export type AdminCreateAccountRequest = Schemas['AdminCreateAccountRequest'];
export type AdminUpdateAccountRequest = Schemas['AdminUpdateAccountRequest'];
export type AdminTopUpRequest = Schemas['AdminTopUpRequest'];
export type AdminAdjustBalanceRequest = Schemas['AdminAdjustBalanceRequest'];
export type AdminSetBalanceRequest = Schemas['AdminSetBalanceRequest'];
export type AdminBalanceAdjustment = Schemas['AdminBalanceAdjustment'];
export type AdminBalanceAdjustmentList = Schemas['AdminBalanceAdjustmentList'];
export type AdminBalanceAdjustmentResult = Schemas['AdminBalanceAdjustmentResult'];
export type AdminToken = Schemas['AdminToken'];
export type AdminTokenList = Schemas['AdminTokenList'];
export type AdminTokenStatus = Schemas['AdminTokenStatus'];
export type AdminCreatedToken = Schemas['AdminCreatedToken'];
export type AdminTokenSettings = Schemas['AdminTokenSettings'];
export type AdminCreateTokenRequest = Schemas['AdminTokenSettings'] & { account: string };
export type AdminUpdateTokenRequest = Schemas['AdminTokenSettings'];
export type AdminQuotaPeriod = Schemas['AdminQuotaPeriod'];
export type AdminUsage = Schemas['AdminUsage'];
export type AdminUsageTotals = Schemas['AdminUsageTotals'];
export type AdminUsageByAccount = Schemas['AdminUsageTotals'] & { account_id: string; account_name: string | null };
export type AdminUsageByToken = Schemas['AdminUsageTotals'] & { token_id: string; token_name: string | null; token_prefix: string | null; account_id: string };
export type AdminUsageByModel = Schemas['AdminUsageTotals'] & { model_id: string };
export type AdminListAccountsQuery = Schemas['AdminListAccountsQuery'];
export type AdminListTokensQuery = Schemas['AdminListTokensQuery'];
export type AdminUsageQuery = Schemas['AdminUsageQuery'];
export type AdminErrorBody = Schemas['AdminErrorBody'];
/** Credits as a decimal string, e.g. `"2.5"`. */
export type AdminCredits = Schemas['AdminCredits'];
/** Credits as sent: a decimal string or a JSON number. */
export type AdminCreditsInput = Schemas['AdminCreditsInput'];
export type AdminRequestRecord = Schemas['AdminRequestRecord'];
export type AdminRequestRecordList = Schemas['AdminRequestRecordList'];
export type AdminListRequestsQuery = Schemas['AdminListRequestsQuery'];
export type AdminUsageSeriesQuery = Schemas['AdminUsageSeriesQuery'];
export type AdminUsageSeries = Schemas['AdminUsageSeries'];
export type AdminUsageSeriesLine = Schemas['AdminUsageSeriesLine'];
export type AdminUsagePoint = Schemas['AdminUsageTotals'] & { start: string };
export type AdminModelList = Schemas['AdminModelList'];
export type AdminModel = Schemas['AdminModel'];
export type AdminDeployment = Schemas['AdminDeployment'];
export type AdminDeploymentHealth = Schemas['AdminDeploymentHealth'];
export type AdminDeploymentHealthList = Schemas['AdminDeploymentHealthList'];
export type AdminTraffic = Schemas['AdminTraffic'];
