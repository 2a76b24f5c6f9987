// Generated from openapi/gateway.openapi.yaml by tools/codegen. Do not edit.
export interface paths {
    "/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounts, oldest first, a page at a time. */
        get: operations["listAccounts"];
        put?: never;
        /** Create an account, optionally with a starting balance. */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{account}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        /** One account by ID or name. */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Suspend or resume an account (`status`). */
        patch: operations["updateAccount"];
        trace?: never;
    };
    "/admin/accounts/{account}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend an account; its tokens are refused until it is resumed. */
        post: operations["suspendAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{account}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a suspended account. */
        post: operations["resumeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{account}/top-up": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add credits to a balance (a payment received). */
        post: operations["topUpAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{account}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        /** The account's balance corrections, oldest first. */
        get: operations["listBalanceAdjustments"];
        put?: never;
        /** Correct a balance by a signed amount (`"-2.5"` takes 2.5 credits away), with a reason. */
        post: operations["adjustBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{account}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        get?: never;
        /** Set a balance to an exact amount, with a reason; the difference is recorded as a correction. */
        put: operations["setBalance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tokens, oldest first, a page at a time. */
        get: operations["listTokens"];
        put?: never;
        /** Issue a token; its secret is in this answer once and never again. */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tokens/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A token ID (`tok_…`). */
                token: components["parameters"]["AdminTokenParameter"];
            };
            cookie?: never;
        };
        /** One token by ID. */
        get: operations["getToken"];
        put?: never;
        post?: never;
        /** Revoke a token for good (kept, revoked, so its usage history still names it). */
        delete: operations["deleteToken"];
        options?: never;
        head?: never;
        /** Change a token's name, models, quota, rate limits or expiry; `null` removes a limit. */
        patch: operations["updateToken"];
        trace?: never;
    };
    "/admin/tokens/{token}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A token ID (`tok_…`). */
                token: components["parameters"]["AdminTokenParameter"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a token (the same as DELETE). */
        post: operations["revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settled spend and tokens, in total and per account, token and model, with names. */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/usage/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Spend and tokens per hour or day (UTC), one series per account, token or model, or in total.
         * @description Read from hourly sums kept with every settlement: an hour that `since` or `until` falls in counts whole. One answer has at most 2,000 buckets and at most 10,000 points across all its series (buckets × series); beyond either it is a 400 whose `param` names the field to change: `since` for too many buckets; for too many points `bucket` (hours to days), else `since` (a shorter span), else `group_by`.
         */
        get: operations["getUsageSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The configured models and their deployments, with the last hour's requests and error rates. */
        get: operations["listModelTraffic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deployments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every configured deployment with the models it serves, its health in this instance, and the last hour's attempts and failures. */
        get: operations["listDeployments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Request records, newest first, by account, token, model, outcome and time, a page at a time. */
        get: operations["listRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/requests/{request}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A request ID (`x-request-id` of the answer, `req_…`), as a user pastes it from an error. */
                request: string;
            };
            cookie?: never;
        };
        /** One request's diagnostic record by its request ID. */
        get: operations["getRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Page size, 1 to 500 (default 100). */
        AdminPageLimit: string;
        /** @enum {string} */
        AdminAccountStatus: "active" | "suspended";
        AdminListAccountsQuery: {
            limit?: components["schemas"]["AdminPageLimit"];
            /** @description The `next_cursor` of the previous page. */
            after?: string;
            status?: components["schemas"]["AdminAccountStatus"];
            /** @description Only accounts whose name contains this text (case-insensitive). */
            name?: string;
        };
        /**
         * @description Credits as a decimal string with up to 6 decimals, e.g. `"2.5"`.
         * @example 2.5
         */
        AdminCredits: string;
        /**
         * Format: date-time
         * @description An RFC 3339 time in UTC.
         */
        AdminTimestamp: string;
        AdminAccount: {
            id: string;
            name: string;
            status: components["schemas"]["AdminAccountStatus"];
            balance: components["schemas"]["AdminCredits"];
            reserved: components["schemas"]["AdminCredits"];
            available: components["schemas"]["AdminCredits"];
            created_at: components["schemas"]["AdminTimestamp"];
        };
        AdminAccountList: {
            data: components["schemas"]["AdminAccount"][];
            next_cursor: string | null;
        };
        AdminErrorBody: {
            error: {
                message: string;
                /** @description For example `invalid_request_error`, `authentication_error`, `not_found_error`. */
                type: string;
                /** @description The field at fault, e.g. `quota_period`. */
                param: string | null;
                code: string | null;
            };
        };
        /** @description Credits, as a decimal string (`"2.5"`, preferred) or a JSON number (`2.5`). */
        AdminCreditsInput: components["schemas"]["AdminCredits"] | number;
        AdminCreateAccountRequest: {
            name: string;
            balance?: components["schemas"]["AdminCreditsInput"];
        };
        AdminUpdateAccountRequest: {
            status: components["schemas"]["AdminAccountStatus"];
        };
        AdminTopUpRequest: {
            amount: components["schemas"]["AdminCreditsInput"];
            note?: string;
        };
        /**
         * @description Credits as a signed decimal string, e.g. `"-1.25"`.
         * @example -1.25
         */
        AdminSignedCredits: string;
        AdminBalanceAdjustment: {
            id: string;
            account_id: string;
            amount: components["schemas"]["AdminSignedCredits"];
            balance_after: components["schemas"]["AdminCredits"];
            reason: string;
            created_at: components["schemas"]["AdminTimestamp"];
        };
        AdminBalanceAdjustmentList: {
            data: components["schemas"]["AdminBalanceAdjustment"][];
        };
        /** @description Signed credits, as a decimal string (`"-2.5"`) or a JSON number. */
        AdminSignedCreditsInput: components["schemas"]["AdminSignedCredits"] | number;
        AdminAdjustBalanceRequest: {
            amount: components["schemas"]["AdminSignedCreditsInput"];
            reason: string;
        };
        AdminBalanceAdjustmentResult: {
            account: components["schemas"]["AdminAccount"];
            adjustment: components["schemas"]["AdminBalanceAdjustment"];
        };
        AdminSetBalanceRequest: {
            balance: components["schemas"]["AdminCreditsInput"];
            reason: string;
        };
        /** @enum {string} */
        AdminTokenStatus: "active" | "revoked";
        AdminListTokensQuery: {
            limit?: components["schemas"]["AdminPageLimit"];
            /** @description The `next_cursor` of the previous page. */
            after?: string;
            /** @description Only this account's tokens (ID or name). */
            account?: string;
            status?: components["schemas"]["AdminTokenStatus"];
            /** @description Only tokens whose name or prefix contains this text (case-insensitive). */
            name?: string;
        };
        /**
         * @description The window a quota counts over (calendar day or month in UTC, or the token's lifetime).
         * @enum {string}
         */
        AdminQuotaPeriod: "month" | "day" | "lifetime";
        AdminToken: {
            id: string;
            account_id: string;
            name: string;
            /** @description The display prefix, e.g. `mg-ab12cd34`. */
            prefix: string;
            status: components["schemas"]["AdminTokenStatus"];
            created_at: components["schemas"]["AdminTimestamp"];
            /** Format: date-time */
            expires_at: string | null;
            /** Format: date-time */
            revoked_at: string | null;
            /** @description The model IDs the token may use; `null` means every configured model. */
            models: string[] | null;
            /** @description The spend cap in credits per `quota_period`; `null` means none. */
            quota: components["schemas"]["AdminCredits"] | null;
            quota_period: components["schemas"]["AdminQuotaPeriod"] | null;
            /** @description Requests per minute. */
            rpm: number | null;
            /** @description Tokens per minute. */
            tpm: number | null;
            /** @description Requests at once. */
            concurrency: number | null;
        };
        AdminTokenList: {
            data: components["schemas"]["AdminToken"][];
            next_cursor: string | null;
        };
        /** @description A positive whole number, or `null` for no limit. */
        AdminCount: number | null;
        /** @description What a token may do; shared by create and update. */
        AdminTokenSettings: {
            name?: string;
            /** @description Model IDs among the configured ones; `null` (or omitted on create) for every model. */
            models?: string[] | null;
            /** @description A spend cap in credits per `quota_period`; `null` removes it. */
            quota?: components["schemas"]["AdminCreditsInput"] | null;
            quota_period?: components["schemas"]["AdminQuotaPeriod"];
            rpm?: components["schemas"]["AdminCount"];
            tpm?: components["schemas"]["AdminCount"];
            concurrency?: components["schemas"]["AdminCount"];
            /** @description When the token stops working (RFC 3339 or a date); `null` for never. */
            expires_at?: string | null;
        };
        AdminCreateTokenRequest: {
            /** @description The account's ID or name. */
            account: string;
        } & components["schemas"]["AdminTokenSettings"];
        AdminCreatedToken: {
            token: components["schemas"]["AdminToken"];
            /** @description The whole token (`mg-…`); shown here once. */
            secret: string;
        };
        AdminUpdateTokenRequest: components["schemas"]["AdminTokenSettings"];
        /** @description A time (RFC 3339 or a date such as `2026-11-01`), or a span back from now such as `7d` or `12h`. */
        AdminTimeQuery: string;
        AdminUsageQuery: {
            /** @description An account ID or name. */
            account?: string;
            /** @description A token ID. */
            token?: string;
            /** @description A model ID. */
            model?: string;
            since?: components["schemas"]["AdminTimeQuery"];
            until?: components["schemas"]["AdminTimeQuery"];
        };
        AdminUsageTotals: {
            requests: number;
            /** @description All input tokens, cached and cache-write included. */
            input_tokens: number;
            cached_input_tokens: number;
            cache_write_input_tokens: number;
            output_tokens: number;
            cost: components["schemas"]["AdminCredits"];
        };
        AdminUsageByAccount: {
            account_id: string;
            account_name: string | null;
        } & components["schemas"]["AdminUsageTotals"];
        AdminUsageByToken: {
            token_id: string;
            token_name: string | null;
            token_prefix: string | null;
            account_id: string;
        } & components["schemas"]["AdminUsageTotals"];
        AdminUsageByModel: {
            model_id: string;
        } & components["schemas"]["AdminUsageTotals"];
        AdminUsage: {
            total: components["schemas"]["AdminUsageTotals"];
            by_account: components["schemas"]["AdminUsageByAccount"][];
            by_token: components["schemas"]["AdminUsageByToken"][];
            by_model: components["schemas"]["AdminUsageByModel"][];
        };
        AdminUsageSeriesQuery: {
            /**
             * @description The width of a point (default `day`).
             * @enum {string}
             */
            bucket?: "hour" | "day";
            /**
             * @description One series per account, token or model, or one in total (default `total`).
             * @enum {string}
             */
            group_by?: "total" | "account" | "token" | "model";
            /** @description An account ID or name. */
            account?: string;
            /** @description A token ID. */
            token?: string;
            /** @description A model ID. */
            model?: string;
            since?: components["schemas"]["AdminTimeQuery"];
            until?: components["schemas"]["AdminTimeQuery"];
        };
        AdminUsagePoint: {
            start: components["schemas"]["AdminTimestamp"];
        } & components["schemas"]["AdminUsageTotals"];
        AdminUsageSeriesLine: {
            /** @description The account, token or model ID, or `total`. */
            key: string;
            /** @description The account or token name (the model ID for a model). */
            name: string | null;
            /** @description One point per bucket that has usage, oldest first (a bucket without usage has no point). */
            points: components["schemas"]["AdminUsagePoint"][];
        };
        AdminUsageSeries: {
            /** @enum {string} */
            bucket: "hour" | "day";
            /** @enum {string} */
            group_by: "total" | "account" | "token" | "model";
            since: components["schemas"]["AdminTimestamp"];
            until: components["schemas"]["AdminTimestamp"];
            /** @description Dearest first. */
            series: components["schemas"]["AdminUsageSeriesLine"][];
        };
        AdminTraffic: {
            /** @description Requests answered in the window. */
            requests: number;
            /** @description Of them, answered with a 5xx (an upstream or gateway failure). */
            errors: number;
            /** @description errors / requests, or null without requests. */
            error_rate: number | null;
        };
        AdminDeployment: {
            /** @description provider/upstream model, e.g. `openai/gpt-4o`. */
            name: string;
            priority: number;
            weight: number;
            traffic: components["schemas"]["AdminTraffic"];
        };
        AdminModel: {
            id: string;
            deployments: components["schemas"]["AdminDeployment"][];
            traffic: components["schemas"]["AdminTraffic"];
        };
        AdminModelList: {
            data: components["schemas"]["AdminModel"][];
            since: components["schemas"]["AdminTimestamp"];
        };
        AdminDeploymentHealth: {
            /** @description provider/upstream model, e.g. `openai/gpt-4o`. */
            name: string;
            /** @description The model IDs this deployment serves. */
            models: string[];
            priority: number;
            weight: number;
            /**
             * @description The circuit breaker's state in this instance: `open` skips the deployment until `available_at`.
             * @enum {string}
             */
            state: "closed" | "open" | "half_open";
            /**
             * Format: date-time
             * @description The end of a cooldown after an upstream 429 (its `retry-after`), or null.
             */
            cooling_until: string | null;
            available_at: components["schemas"]["AdminTimestamp"];
            /** @description Failed attempts in a row, as the breaker counts them. */
            consecutive_failures: number;
            /**
             * Format: date-time
             * @description When the breaker last opened, or null while closed.
             */
            opened_at: string | null;
            /** @description The window's attempts on this deployment over every model it serves (failovers included), and the failed ones. */
            traffic: components["schemas"]["AdminTraffic"];
        };
        AdminDeploymentHealthList: {
            data: components["schemas"]["AdminDeploymentHealth"][];
            /** @description The start of the traffic window (an hour before the answer). */
            since: components["schemas"]["AdminTimestamp"];
        };
        AdminListRequestsQuery: {
            /** @description An account ID or name. */
            account?: string;
            /** @description A token ID. */
            token?: string;
            /** @description A model ID. */
            model?: string;
            /**
             * @description `failed`: answered 400 or more; `ok`: the rest.
             * @enum {string}
             */
            outcome?: "ok" | "failed";
            since?: components["schemas"]["AdminTimeQuery"];
            until?: components["schemas"]["AdminTimeQuery"];
            limit?: components["schemas"]["AdminPageLimit"];
            /** @description The `next_cursor` of the previous page. */
            after?: string;
        };
        AdminRequestRecord: {
            request_id: string;
            created_at: components["schemas"]["AdminTimestamp"];
            /** @description Null when the request was refused before it was authenticated. */
            account_id: string | null;
            token_id: string | null;
            model_id: string | null;
            /** @description The HTTP status answered; null when the client left before one. */
            status: number | null;
            /**
             * @description The request's diagnostic record exactly as the gateway's log line has it (its own camelCase names): method,
             *     path, status, client, token prefix, account, model, deployment, attempts, latency, time to first byte,
             *     tokens, cost, translation warnings, error. Never a token secret; the conversation only with `log_content`.
             */
            record: {
                [key: string]: unknown;
            };
        };
        AdminRequestRecordList: {
            data: components["schemas"]["AdminRequestRecord"][];
            next_cursor: string | null;
        };
    };
    responses: {
        /** @description An error, in the admin API's one envelope. */
        AdminError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AdminErrorBody"];
            };
        };
    };
    parameters: {
        /** @description An account ID (`acct_…`) or name. */
        AdminAccountParameter: string;
        /** @description A token ID (`tok_…`). */
        AdminTokenParameter: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAccounts: {
        parameters: {
            query?: {
                /** @description Each property is a query parameter of its own. */
                query?: components["schemas"]["AdminListAccountsQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccountList"];
                };
            };
            400: components["responses"]["AdminError"];
            401: components["responses"]["AdminError"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCreateAccountRequest"];
            };
        };
        responses: {
            /** @description The new account. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccount"];
                };
            };
            400: components["responses"]["AdminError"];
            401: components["responses"]["AdminError"];
            409: components["responses"]["AdminError"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccount"];
                };
            };
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUpdateAccountRequest"];
            };
        };
        responses: {
            /** @description The account as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccount"];
                };
            };
            400: components["responses"]["AdminError"];
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    suspendAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The suspended account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccount"];
                };
            };
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    resumeAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccount"];
                };
            };
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    topUpAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminTopUpRequest"];
            };
        };
        responses: {
            /** @description The account with its new balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccount"];
                };
            };
            400: components["responses"]["AdminError"];
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    listBalanceAdjustments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every correction with its reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBalanceAdjustmentList"];
                };
            };
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    adjustBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminAdjustBalanceRequest"];
            };
        };
        responses: {
            /** @description The account and the recorded correction. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBalanceAdjustmentResult"];
                };
            };
            400: components["responses"]["AdminError"];
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    setBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account ID (`acct_…`) or name. */
                account: components["parameters"]["AdminAccountParameter"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSetBalanceRequest"];
            };
        };
        responses: {
            /** @description The account and the recorded correction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBalanceAdjustmentResult"];
                };
            };
            400: components["responses"]["AdminError"];
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    listTokens: {
        parameters: {
            query?: {
                /** @description Each property is a query parameter of its own. */
                query?: components["schemas"]["AdminListTokensQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tokens (never their secrets). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTokenList"];
                };
            };
            400: components["responses"]["AdminError"];
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCreateTokenRequest"];
            };
        };
        responses: {
            /** @description The token and its secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCreatedToken"];
                };
            };
            400: components["responses"]["AdminError"];
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    getToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A token ID (`tok_…`). */
                token: components["parameters"]["AdminTokenParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminToken"];
                };
            };
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    deleteToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A token ID (`tok_…`). */
                token: components["parameters"]["AdminTokenParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminToken"];
                };
            };
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    updateToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A token ID (`tok_…`). */
                token: components["parameters"]["AdminTokenParameter"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUpdateTokenRequest"];
            };
        };
        responses: {
            /** @description The token as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminToken"];
                };
            };
            400: components["responses"]["AdminError"];
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A token ID (`tok_…`). */
                token: components["parameters"]["AdminTokenParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminToken"];
                };
            };
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    getUsage: {
        parameters: {
            query?: {
                /** @description Each property is a query parameter of its own. */
                query?: components["schemas"]["AdminUsageQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUsage"];
                };
            };
            400: components["responses"]["AdminError"];
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    getUsageSeries: {
        parameters: {
            query?: {
                /** @description Each property is a query parameter of its own. */
                query?: components["schemas"]["AdminUsageSeriesQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUsageSeries"];
                };
            };
            400: components["responses"]["AdminError"];
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    listModelTraffic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every configured model. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminModelList"];
                };
            };
            401: components["responses"]["AdminError"];
        };
    };
    listDeployments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every configured deployment once, in configuration order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDeploymentHealthList"];
                };
            };
            400: components["responses"]["AdminError"];
            401: components["responses"]["AdminError"];
        };
    };
    listRequests: {
        parameters: {
            query?: {
                /** @description Each property is a query parameter of its own. */
                query?: components["schemas"]["AdminListRequestsQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of request records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRequestRecordList"];
                };
            };
            400: components["responses"]["AdminError"];
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
    getRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A request ID (`x-request-id` of the answer, `req_…`), as a user pastes it from an error. */
                request: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRequestRecord"];
                };
            };
            401: components["responses"]["AdminError"];
            404: components["responses"]["AdminError"];
        };
    };
}
