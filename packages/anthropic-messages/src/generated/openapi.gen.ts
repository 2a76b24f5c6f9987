// Generated from openapi/gateway.openapi.yaml by tools/codegen. Do not edit.
export interface paths {
    "/v1/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate the next assistant turn in the messages format.
         * @description Answers with one JSON message, or with a `text/event-stream` when the body sets `stream: true`. Every stream
         *     event is sent with an `event:` line naming its `type`, followed by one `data:` line.
         */
        post: operations["createMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/count_tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count the input tokens a messages request would use.
         * @description Takes the parts of a messages request that make up its input and answers with their token count. A gateway
         *     that cannot count for a model answers 404 rather than a made-up number, so clients fall back to their own
         *     estimate.
         */
        post: operations["countMessageTokens"];
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
        /** @description Marks a cache breakpoint up to and including the block (or, at top level, the request). */
        MessagesCacheControl: {
            /** @constant */
            type: "ephemeral";
            /** @enum {string} */
            ttl?: "5m" | "1h";
        };
        MessagesCacheControlOrNull: components["schemas"]["MessagesCacheControl"] | null;
        MessagesTextBlockParam: {
            /** @constant */
            type: "text";
            text: string;
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
            citations?: {
                [key: string]: unknown;
            }[] | null;
        };
        MessagesBase64ImageSource: {
            /** @constant */
            type: "base64";
            /** @description For example `image/png`, `image/jpeg`, `image/gif` or `image/webp`. */
            media_type: string;
            /** @description The image bytes, base64-encoded. */
            data: string;
        };
        MessagesUrlSource: {
            /** @constant */
            type: "url";
            url: string;
        };
        MessagesFileSource: {
            /** @constant */
            type: "file";
            file_id: string;
        };
        MessagesImageSource: components["schemas"]["MessagesBase64ImageSource"] | components["schemas"]["MessagesUrlSource"] | components["schemas"]["MessagesFileSource"];
        MessagesImageBlockParam: {
            /** @constant */
            type: "image";
            source: components["schemas"]["MessagesImageSource"];
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
        };
        MessagesBase64DocumentSource: {
            /** @constant */
            type: "base64";
            /** @description For example `application/pdf`. */
            media_type: string;
            data: string;
        };
        MessagesPlainTextSource: {
            /** @constant */
            type: "text";
            /** @description For example `text/plain`. */
            media_type: string;
            data: string;
        };
        MessagesContentDocumentSource: {
            /** @constant */
            type: "content";
            content: string | {
                [key: string]: unknown;
            }[];
        };
        MessagesDocumentSource: components["schemas"]["MessagesBase64DocumentSource"] | components["schemas"]["MessagesPlainTextSource"] | components["schemas"]["MessagesContentDocumentSource"] | components["schemas"]["MessagesUrlSource"] | components["schemas"]["MessagesFileSource"];
        MessagesDocumentBlockParam: {
            /** @constant */
            type: "document";
            source: components["schemas"]["MessagesDocumentSource"];
            title?: string | null;
            context?: string | null;
            citations?: {
                [key: string]: unknown;
            } | null;
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
        };
        MessagesSearchResultBlockParam: {
            /** @constant */
            type: "search_result";
            source: string;
            title: string;
            content: components["schemas"]["MessagesTextBlockParam"][];
            citations?: {
                [key: string]: unknown;
            };
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
        };
        /** @description A thinking block sent back as it was received; `signature` is opaque and tied to its provider. */
        MessagesThinkingBlockParam: {
            /** @constant */
            type: "thinking";
            thinking: string;
            signature: string;
        };
        MessagesRedactedThinkingBlockParam: {
            /** @constant */
            type: "redacted_thinking";
            /** @description Opaque, provider-bound reasoning. */
            data: string;
        };
        MessagesToolUseBlockParam: {
            /** @constant */
            type: "tool_use";
            id: string;
            name: string;
            /** @description The tool's arguments as a JSON object. */
            input: {
                [key: string]: unknown;
            };
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
        };
        MessagesToolReferenceBlockParam: {
            /** @constant */
            type: "tool_reference";
            tool_name: string;
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
        };
        /** @description The state of a browser toolset's tabs, returned as (part of) a tool result. */
        MessagesBrowserStateBlockParam: {
            /** @constant */
            type: "browser_state";
            tabs: {
                [key: string]: unknown;
            }[];
            state_changes?: {
                [key: string]: unknown;
            }[] | null;
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
        };
        MessagesToolResultContentBlock: components["schemas"]["MessagesTextBlockParam"] | components["schemas"]["MessagesImageBlockParam"] | components["schemas"]["MessagesDocumentBlockParam"] | components["schemas"]["MessagesSearchResultBlockParam"] | components["schemas"]["MessagesToolReferenceBlockParam"] | components["schemas"]["MessagesBrowserStateBlockParam"];
        /** @description The result of a tool call, sent in the user turn that follows the call. */
        MessagesToolResultBlockParam: {
            /** @constant */
            type: "tool_result";
            tool_use_id: string;
            content?: string | components["schemas"]["MessagesToolResultContentBlock"][];
            is_error?: boolean;
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
        };
        /** @description A call of a tool that runs on the model provider's side (web search, code execution, …). */
        MessagesServerToolUseBlockParam: {
            /** @constant */
            type: "server_tool_use";
            id: string;
            name: string;
            input: {
                [key: string]: unknown;
            };
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
        };
        /** @description The result of a provider-side tool call; its `content` depends on the tool. */
        MessagesServerToolResultBlockParam: {
            /** @enum {string} */
            type: "web_search_tool_result" | "web_fetch_tool_result" | "code_execution_tool_result" | "bash_code_execution_tool_result" | "text_editor_code_execution_tool_result" | "tool_search_tool_result" | "mcp_tool_result";
            tool_use_id: string;
            content?: unknown;
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
        };
        MessagesMcpToolUseBlockParam: {
            /** @constant */
            type: "mcp_tool_use";
            id: string;
            name: string;
            server_name?: string;
            input: {
                [key: string]: unknown;
            };
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
        };
        MessagesContainerUploadBlockParam: {
            /** @constant */
            type: "container_upload";
            file_id: string;
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
        };
        /** @description A summary of earlier context written by the model, sent back as it was received. */
        MessagesCompactionBlockParam: {
            /** @constant */
            type: "compaction";
            content?: string | null;
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
        };
        /** @description One content block of a request message; `type` tells the kinds apart. */
        MessagesContentBlockParam: components["schemas"]["MessagesTextBlockParam"] | components["schemas"]["MessagesImageBlockParam"] | components["schemas"]["MessagesDocumentBlockParam"] | components["schemas"]["MessagesSearchResultBlockParam"] | components["schemas"]["MessagesThinkingBlockParam"] | components["schemas"]["MessagesRedactedThinkingBlockParam"] | components["schemas"]["MessagesToolUseBlockParam"] | components["schemas"]["MessagesToolResultBlockParam"] | components["schemas"]["MessagesServerToolUseBlockParam"] | components["schemas"]["MessagesServerToolResultBlockParam"] | components["schemas"]["MessagesMcpToolUseBlockParam"] | components["schemas"]["MessagesContainerUploadBlockParam"] | components["schemas"]["MessagesCompactionBlockParam"];
        /** @description A message's content, as plain text or as content blocks. */
        MessagesMessageContent: string | components["schemas"]["MessagesContentBlockParam"][];
        MessagesUserMessageParam: {
            /** @constant */
            role: "user";
            content: components["schemas"]["MessagesMessageContent"];
        };
        MessagesAssistantMessageParam: {
            /** @constant */
            role: "assistant";
            content: components["schemas"]["MessagesMessageContent"];
        };
        /** @description A block of a system prompt; only text is allowed (a tagged union, so another type is named as such). */
        MessagesSystemContentBlock: components["schemas"]["MessagesTextBlockParam"];
        /** @description The system prompt, as one string or as text blocks (which may carry cache breakpoints). */
        MessagesSystemPrompt: string | components["schemas"]["MessagesSystemContentBlock"][];
        /** @description A system message placed inside the conversation (after the first user turn, for example). */
        MessagesSystemMessageParam: {
            /** @constant */
            role: "system";
            content: components["schemas"]["MessagesSystemPrompt"];
        };
        /** @description One turn of the conversation; `role` tells the kinds apart. */
        MessagesMessageParam: components["schemas"]["MessagesUserMessageParam"] | components["schemas"]["MessagesAssistantMessageParam"] | components["schemas"]["MessagesSystemMessageParam"];
        MessagesCustomTool: {
            /**
             * @description Absent, null or `custom`.
             * @enum {string|null}
             */
            type?: "custom" | null;
            name: string;
            description?: string;
            /** @description The JSON Schema of the tool's input, kept as sent (it may carry `$schema`). */
            input_schema: {
                [key: string]: unknown;
            };
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
            strict?: boolean;
            defer_loading?: boolean;
            input_examples?: {
                [key: string]: unknown;
            }[];
        };
        /** @description A provider-defined tool; most have a fixed `name`, some toolsets have none. */
        MessagesServerTool: {
            /** @description The versioned tool kind, for example `web_search_20250305` or `bash_20250124`. */
            type: string;
            name?: string;
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
        };
        /**
         * @description A tool the model may call: either a client tool described by a JSON Schema (`input_schema`, `type` absent or
         *     `custom`), or a provider-defined tool named by a versioned `type` such as `web_search_20250305`.
         */
        MessagesTool: components["schemas"]["MessagesCustomTool"] | components["schemas"]["MessagesServerTool"];
        /** @description The model decides whether to call tools. */
        MessagesToolChoiceAuto: {
            /** @constant */
            type: "auto";
            disable_parallel_tool_use?: boolean;
        };
        /** @description The model must call at least one tool. */
        MessagesToolChoiceAny: {
            /** @constant */
            type: "any";
            disable_parallel_tool_use?: boolean;
        };
        /** @description The model must call the named tool. */
        MessagesToolChoiceTool: {
            /** @constant */
            type: "tool";
            name: string;
            disable_parallel_tool_use?: boolean;
        };
        /** @description The model must not call tools. */
        MessagesToolChoiceNone: {
            /** @constant */
            type: "none";
        };
        MessagesToolChoice: components["schemas"]["MessagesToolChoiceAuto"] | components["schemas"]["MessagesToolChoiceAny"] | components["schemas"]["MessagesToolChoiceTool"] | components["schemas"]["MessagesToolChoiceNone"];
        /** @description Think before answering, within a token budget. */
        MessagesThinkingEnabled: {
            /** @constant */
            type: "enabled";
            budget_tokens: number;
            /** @description How thinking is shown in the answer, for example `summarized` or `omitted`. */
            display?: string | null;
        };
        MessagesThinkingDisabled: {
            /** @constant */
            type: "disabled";
        };
        /** @description The model decides how much to think. */
        MessagesThinkingAdaptive: {
            /** @constant */
            type: "adaptive";
            /** @description How thinking is shown in the answer, for example `summarized` or `omitted`. */
            display?: string | null;
        };
        /** @description Think only between tool calls. */
        MessagesThinkingBetweenTools: {
            /** @constant */
            type: "between_tools";
        };
        MessagesThinkingConfig: components["schemas"]["MessagesThinkingEnabled"] | components["schemas"]["MessagesThinkingDisabled"] | components["schemas"]["MessagesThinkingAdaptive"] | components["schemas"]["MessagesThinkingBetweenTools"];
        /** @description Constrain the reply to JSON matching `schema`. */
        MessagesJsonSchemaOutputFormat: {
            /** @constant */
            type: "json_schema";
            schema: {
                [key: string]: unknown;
            };
        };
        MessagesOutputConfig: {
            /**
             * @description How much effort the model spends on the answer.
             * @enum {string|null}
             */
            effort?: "low" | "medium" | "high" | "xhigh" | "max" | null;
            format?: components["schemas"]["MessagesJsonSchemaOutputFormat"] | null;
        };
        MessagesMetadata: {
            /** @description An opaque end-user identifier (some clients send a JSON document encoded as a string). */
            user_id?: string | null;
        };
        MessagesContextManagementEdit: {
            /** @description The versioned edit kind, for example `clear_thinking_20251015`. */
            type: string;
        };
        /** @description Rules for trimming earlier context (for example old thinking or tool results). */
        MessagesContextManagement: {
            edits?: components["schemas"]["MessagesContextManagementEdit"][];
        };
        /** @description The body of POST /v1/messages. */
        MessagesRequest: {
            /** @description A complete model ID from GET /v1/models, matched exactly. */
            model: string;
            /** @description The conversation so far, oldest first. */
            messages: components["schemas"]["MessagesMessageParam"][];
            /** @description The most tokens the reply may contain. Required in this format. */
            max_tokens: number;
            system?: components["schemas"]["MessagesSystemPrompt"];
            /** @description When true the answer is a `text/event-stream` of MessagesStreamEvent. */
            stream?: boolean;
            /** @description Strings that end the reply when generated. */
            stop_sequences?: string[];
            /** @description Sampling randomness, from 0 (most predictable) to 1. */
            temperature?: number;
            /** @description Nucleus sampling; sample only from the most likely tokens whose probabilities add up to this. */
            top_p?: number;
            /** @description Sample only from this many most likely tokens. */
            top_k?: number;
            tools?: components["schemas"]["MessagesTool"][];
            tool_choice?: components["schemas"]["MessagesToolChoice"];
            thinking?: components["schemas"]["MessagesThinkingConfig"];
            output_config?: components["schemas"]["MessagesOutputConfig"];
            metadata?: components["schemas"]["MessagesMetadata"];
            /**
             * @description Whether the request may use priority capacity when available.
             * @enum {string}
             */
            service_tier?: "auto" | "standard_only";
            /** @description Requested output speed, for example `standard` or `fast`. */
            speed?: string | null;
            /** @description A container ID to reuse, or container settings. */
            container?: string | {
                [key: string]: unknown;
            } | null;
            inference_geo?: string | null;
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
            context_management?: components["schemas"]["MessagesContextManagement"];
            mcp_servers?: {
                [key: string]: unknown;
            }[];
        };
        MessagesTextBlock: {
            /** @constant */
            type: "text";
            text: string;
            citations?: {
                [key: string]: unknown;
            }[] | null;
        };
        MessagesThinkingBlock: {
            /** @constant */
            type: "thinking";
            thinking: string;
            /** @description Opaque; the client sends it back unchanged with the block. */
            signature: string;
        };
        MessagesRedactedThinkingBlock: {
            /** @constant */
            type: "redacted_thinking";
            data: string;
        };
        MessagesToolUseBlock: {
            /** @constant */
            type: "tool_use";
            /** @description The call ID (`toolu_…`) the matching tool_result refers to. */
            id: string;
            name: string;
            /** @description The arguments; empty (`{}`) in content_block_start, then streamed as input_json_delta. */
            input: {
                [key: string]: unknown;
            };
            caller?: {
                [key: string]: unknown;
            };
        };
        MessagesServerToolUseBlock: {
            /** @constant */
            type: "server_tool_use";
            id: string;
            name: string;
            input: {
                [key: string]: unknown;
            };
        };
        MessagesServerToolResultBlock: {
            /** @enum {string} */
            type: "web_search_tool_result" | "web_fetch_tool_result" | "code_execution_tool_result" | "bash_code_execution_tool_result" | "text_editor_code_execution_tool_result" | "tool_search_tool_result" | "mcp_tool_result";
            tool_use_id: string;
            content?: unknown;
        };
        MessagesMcpToolUseBlock: {
            /** @constant */
            type: "mcp_tool_use";
            id: string;
            name: string;
            server_name?: string;
            input: {
                [key: string]: unknown;
            };
        };
        MessagesContainerUploadBlock: {
            /** @constant */
            type: "container_upload";
            file_id: string;
        };
        /** @description A summary of earlier context that replaces it in later turns (stop reason `compaction`). */
        MessagesCompactionBlock: {
            /** @constant */
            type: "compaction";
            content?: string | null;
        };
        /** @description One content block of a generated message; `type` tells the kinds apart. */
        MessagesContentBlock: components["schemas"]["MessagesTextBlock"] | components["schemas"]["MessagesThinkingBlock"] | components["schemas"]["MessagesRedactedThinkingBlock"] | components["schemas"]["MessagesToolUseBlock"] | components["schemas"]["MessagesServerToolUseBlock"] | components["schemas"]["MessagesServerToolResultBlock"] | components["schemas"]["MessagesMcpToolUseBlock"] | components["schemas"]["MessagesContainerUploadBlock"] | components["schemas"]["MessagesCompactionBlock"];
        /**
         * @description Why generation stopped.
         * @enum {string}
         */
        MessagesStopReason: "end_turn" | "max_tokens" | "stop_sequence" | "tool_use" | "pause_turn" | "refusal" | "model_context_window_exceeded" | "compaction";
        MessagesCacheCreation: {
            ephemeral_5m_input_tokens?: number;
            ephemeral_1h_input_tokens?: number;
        };
        MessagesServerToolUsage: {
            web_search_requests?: number;
            web_fetch_requests?: number;
        };
        MessagesOutputTokensDetails: {
            /** @description The part of `output_tokens` spent on thinking. */
            thinking_tokens?: number;
        };
        /**
         * @description Token counts. `input_tokens` excludes cache reads and writes, so all input is
         *     `input_tokens + cache_creation_input_tokens + cache_read_input_tokens`; `output_tokens` includes thinking.
         */
        MessagesUsage: {
            input_tokens: number;
            output_tokens: number;
            cache_creation_input_tokens?: number | null;
            cache_read_input_tokens?: number | null;
            cache_creation?: components["schemas"]["MessagesCacheCreation"] | null;
            server_tool_use?: components["schemas"]["MessagesServerToolUsage"] | null;
            output_tokens_details?: components["schemas"]["MessagesOutputTokensDetails"] | null;
            service_tier?: string | null;
            inference_geo?: string | null;
            speed?: string | null;
        };
        /** @description The assistant message generated by POST /v1/messages. */
        MessagesResponse: {
            /** @description A unique message ID (`msg_…`). */
            id: string;
            /** @constant */
            type: "message";
            /** @constant */
            role: "assistant";
            content: components["schemas"]["MessagesContentBlock"][];
            /** @description The model ID the client asked for. */
            model: string;
            stop_reason: components["schemas"]["MessagesStopReason"] | null;
            /** @description The stop sequence that ended the reply, when one did. */
            stop_sequence: string | null;
            usage: components["schemas"]["MessagesUsage"];
            container?: {
                [key: string]: unknown;
            } | null;
            stop_details?: {
                [key: string]: unknown;
            } | null;
            diagnostics?: {
                [key: string]: unknown;
            } | null;
        };
        /** @description Opens the stream with the message shell (empty content, no stop reason) and the input token counts. */
        MessagesMessageStartEvent: {
            /** @constant */
            type: "message_start";
            message: components["schemas"]["MessagesResponse"];
        };
        MessagesContentBlockStartEvent: {
            /** @constant */
            type: "content_block_start";
            index: number;
            content_block: components["schemas"]["MessagesContentBlock"];
        };
        MessagesTextDelta: {
            /** @constant */
            type: "text_delta";
            text: string;
        };
        /** @description A piece of a tool call's JSON arguments; concatenate the pieces and parse at content_block_stop. */
        MessagesInputJsonDelta: {
            /** @constant */
            type: "input_json_delta";
            partial_json: string;
        };
        MessagesThinkingDelta: {
            /** @constant */
            type: "thinking_delta";
            thinking: string;
        };
        MessagesSignatureDelta: {
            /** @constant */
            type: "signature_delta";
            signature: string;
        };
        MessagesCitationsDelta: {
            /** @constant */
            type: "citations_delta";
            citation: {
                [key: string]: unknown;
            };
        };
        MessagesCompactionDelta: {
            /** @constant */
            type: "compaction_delta";
            content?: string | null;
        };
        MessagesContentBlockDelta: components["schemas"]["MessagesTextDelta"] | components["schemas"]["MessagesInputJsonDelta"] | components["schemas"]["MessagesThinkingDelta"] | components["schemas"]["MessagesSignatureDelta"] | components["schemas"]["MessagesCitationsDelta"] | components["schemas"]["MessagesCompactionDelta"];
        MessagesContentBlockDeltaEvent: {
            /** @constant */
            type: "content_block_delta";
            index: number;
            delta: components["schemas"]["MessagesContentBlockDelta"];
        };
        MessagesContentBlockStopEvent: {
            /** @constant */
            type: "content_block_stop";
            index: number;
        };
        MessagesMessageDelta: {
            stop_reason: components["schemas"]["MessagesStopReason"] | null;
            stop_sequence?: string | null;
            container?: {
                [key: string]: unknown;
            } | null;
            stop_details?: {
                [key: string]: unknown;
            } | null;
        };
        /** @description Cumulative counts so far; `output_tokens` is always present, input counts only when they changed. */
        MessagesMessageDeltaUsage: {
            output_tokens: number;
            input_tokens?: number | null;
            cache_creation_input_tokens?: number | null;
            cache_read_input_tokens?: number | null;
            server_tool_use?: components["schemas"]["MessagesServerToolUsage"] | null;
            output_tokens_details?: components["schemas"]["MessagesOutputTokensDetails"] | null;
        };
        /** @description Carries the stop reason and the cumulative usage; always has `usage`. */
        MessagesMessageDeltaEvent: {
            /** @constant */
            type: "message_delta";
            delta: components["schemas"]["MessagesMessageDelta"];
            usage: components["schemas"]["MessagesMessageDeltaUsage"];
        };
        MessagesMessageStopEvent: {
            /** @constant */
            type: "message_stop";
        };
        /** @description Keeps the connection alive; carries nothing. */
        MessagesPingEvent: {
            /** @constant */
            type: "ping";
        };
        MessagesError: {
            /**
             * @description The kind of failure. The gateway uses invalid_request_error (400), authentication_error (401),
             *     billing_error (402), permission_error (403), not_found_error (404), request_too_large (413),
             *     rate_limit_error (429), api_error (500, 502), timeout_error (504) and overloaded_error (503, 529);
             *     upstream providers may send others.
             */
            type: string;
            /** @description A human-readable explanation. */
            message: string;
        };
        /** @description Ends a stream that failed after it started; `error` has the same shape as in MessagesErrorBody. */
        MessagesErrorEvent: {
            /** @constant */
            type: "error";
            error: components["schemas"]["MessagesError"];
        };
        /**
         * @description The `data:` payload of one server-sent event. The SSE `event:` line always repeats `type`; clients drop events
         *     that lack it. Order: message_start, then per content block content_block_start, content_block_delta…,
         *     content_block_stop, then message_delta and message_stop; ping may come anywhere; error ends a failed stream.
         */
        MessagesStreamEvent: components["schemas"]["MessagesMessageStartEvent"] | components["schemas"]["MessagesContentBlockStartEvent"] | components["schemas"]["MessagesContentBlockDeltaEvent"] | components["schemas"]["MessagesContentBlockStopEvent"] | components["schemas"]["MessagesMessageDeltaEvent"] | components["schemas"]["MessagesMessageStopEvent"] | components["schemas"]["MessagesPingEvent"] | components["schemas"]["MessagesErrorEvent"];
        /** @description The error envelope of this format, for every non-2xx answer. */
        MessagesErrorBody: {
            /** @constant */
            type: "error";
            error: components["schemas"]["MessagesError"];
            /** @description The same ID as the `request-id` response header. */
            request_id?: string | null;
        };
        /** @description The body of POST /v1/messages/count_tokens. */
        MessagesCountTokensRequest: {
            model: string;
            messages: components["schemas"]["MessagesMessageParam"][];
            system?: components["schemas"]["MessagesSystemPrompt"];
            tools?: components["schemas"]["MessagesTool"][];
            tool_choice?: components["schemas"]["MessagesToolChoice"];
            thinking?: components["schemas"]["MessagesThinkingConfig"];
            output_config?: components["schemas"]["MessagesOutputConfig"];
            cache_control?: components["schemas"]["MessagesCacheControlOrNull"];
            context_management?: components["schemas"]["MessagesContextManagement"];
            mcp_servers?: {
                [key: string]: unknown;
            }[];
        };
        MessagesCountTokensResponse: {
            /** @description All input tokens the request would use, including system prompt and tool definitions. */
            input_tokens: number;
        };
    };
    responses: {
        /**
         * @description The request failed. The body is the messages error envelope; `error.type` names the kind of failure and
         *     follows the HTTP status (for example 400 `invalid_request_error`, 429 `rate_limit_error`).
         */
        MessagesError: {
            headers: {
                "request-id": components["headers"]["MessagesRequestIdHeader"];
                "x-should-retry": components["headers"]["MessagesShouldRetryHeader"];
                "retry-after": components["headers"]["MessagesRetryAfterHeader"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "error",
                 *       "error": {
                 *         "type": "invalid_request_error",
                 *         "message": "max_tokens: is required"
                 *       },
                 *       "request_id": "req_0123"
                 *     }
                 */
                "application/json": components["schemas"]["MessagesErrorBody"];
            };
        };
    };
    parameters: {
        /** @description The messages API version the client speaks (clients send dates such as `2023-06-01`). Forwarded unchanged. */
        MessagesVersionHeader: string;
        /** @description A comma-separated list of opt-in feature names. Forwarded unchanged. */
        MessagesBetaHeader: string;
    };
    requestBodies: never;
    headers: {
        /** @description The gateway's ID for this request; quote it when reporting a problem. */
        MessagesRequestIdHeader: string;
        /** @description `false` tells clients that retrying the same request cannot succeed. */
        MessagesShouldRetryHeader: "true" | "false";
        /** @description Seconds to wait before retrying (sent with 429 and some 5xx answers). */
        MessagesRetryAfterHeader: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The messages API version the client speaks (clients send dates such as `2023-06-01`). Forwarded unchanged. */
                "anthropic-version"?: components["parameters"]["MessagesVersionHeader"];
                /** @description A comma-separated list of opt-in feature names. Forwarded unchanged. */
                "anthropic-beta"?: components["parameters"]["MessagesBetaHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessagesRequest"];
            };
        };
        responses: {
            /** @description The generated assistant message, whole or as a stream of events. */
            200: {
                headers: {
                    "request-id": components["headers"]["MessagesRequestIdHeader"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "msg_01",
                     *       "type": "message",
                     *       "role": "assistant",
                     *       "model": "claude-sonnet-4-5",
                     *       "content": [
                     *         {
                     *           "type": "text",
                     *           "text": "Hi!",
                     *           "citations": null
                     *         }
                     *       ],
                     *       "stop_reason": "end_turn",
                     *       "stop_sequence": null,
                     *       "usage": {
                     *         "input_tokens": 12,
                     *         "output_tokens": 6,
                     *         "cache_creation_input_tokens": 0,
                     *         "cache_read_input_tokens": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MessagesResponse"];
                    "text/event-stream": components["schemas"]["MessagesStreamEvent"];
                };
            };
            400: components["responses"]["MessagesError"];
            401: components["responses"]["MessagesError"];
            402: components["responses"]["MessagesError"];
            403: components["responses"]["MessagesError"];
            404: components["responses"]["MessagesError"];
            413: components["responses"]["MessagesError"];
            429: components["responses"]["MessagesError"];
            500: components["responses"]["MessagesError"];
            502: components["responses"]["MessagesError"];
            503: components["responses"]["MessagesError"];
            504: components["responses"]["MessagesError"];
            529: components["responses"]["MessagesError"];
        };
    };
    countMessageTokens: {
        parameters: {
            query?: never;
            header?: {
                /** @description The messages API version the client speaks (clients send dates such as `2023-06-01`). Forwarded unchanged. */
                "anthropic-version"?: components["parameters"]["MessagesVersionHeader"];
                /** @description A comma-separated list of opt-in feature names. Forwarded unchanged. */
                "anthropic-beta"?: components["parameters"]["MessagesBetaHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "model": "claude-sonnet-4-5",
                 *       "system": "be brief",
                 *       "messages": [
                 *         {
                 *           "role": "user",
                 *           "content": "say hi"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["MessagesCountTokensRequest"];
            };
        };
        responses: {
            /** @description The input token count. */
            200: {
                headers: {
                    "request-id": components["headers"]["MessagesRequestIdHeader"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "input_tokens": 14
                     *     }
                     */
                    "application/json": components["schemas"]["MessagesCountTokensResponse"];
                };
            };
            400: components["responses"]["MessagesError"];
            401: components["responses"]["MessagesError"];
            402: components["responses"]["MessagesError"];
            403: components["responses"]["MessagesError"];
            404: components["responses"]["MessagesError"];
            413: components["responses"]["MessagesError"];
            429: components["responses"]["MessagesError"];
            500: components["responses"]["MessagesError"];
            502: components["responses"]["MessagesError"];
            503: components["responses"]["MessagesError"];
            504: components["responses"]["MessagesError"];
            529: components["responses"]["MessagesError"];
        };
    };
}
