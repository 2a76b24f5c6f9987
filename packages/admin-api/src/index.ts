export {
  validateAdminAdjustBalanceRequest,
  validateAdminCreateAccountRequest,
  validateAdminCreateTokenRequest,
  validateAdminDeploymentHealthList,
  validateAdminErrorBody,
  validateAdminListAccountsQuery,
  validateAdminListRequestsQuery,
  validateAdminListTokensQuery,
  validateAdminSetBalanceRequest,
  validateAdminTopUpRequest,
  validateAdminUpdateAccountRequest,
  validateAdminUpdateTokenRequest,
  validateAdminUsageQuery,
  validateAdminUsageSeriesQuery,
} from './validate.js';

export type { AdminValidationIssue, AdminValidationResult } from './admin-validation-result.js';
export type {
  AdminAccount, AdminAccountList, AdminAccountStatus, AdminAdjustBalanceRequest, AdminBalanceAdjustment,
  AdminBalanceAdjustmentList, AdminBalanceAdjustmentResult, AdminCreateAccountRequest, AdminCreateTokenRequest,
  AdminCreatedToken, AdminCredits, AdminDeployment, AdminDeploymentHealth, AdminDeploymentHealthList, AdminModel, AdminModelList, AdminTraffic, AdminCreditsInput, AdminErrorBody, AdminListAccountsQuery, AdminListRequestsQuery, AdminListTokensQuery,
  AdminQuotaPeriod, AdminRequestRecord, AdminRequestRecordList, AdminSetBalanceRequest, AdminToken, AdminTokenList, AdminTokenSettings, AdminTokenStatus,
  AdminTopUpRequest, AdminUpdateAccountRequest, AdminUpdateTokenRequest, AdminUsage, AdminUsageByAccount,
  AdminUsageByModel, AdminUsageByToken, AdminUsagePoint, AdminUsageQuery, AdminUsageSeries, AdminUsageSeriesLine,
  AdminUsageSeriesQuery, AdminUsageTotals,
} from './types.js';
