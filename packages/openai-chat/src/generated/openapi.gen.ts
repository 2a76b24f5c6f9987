// Generated from openapi/gateway.openapi.yaml by tools/codegen. Do not edit.
export interface paths {
    "/v1/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the models visible to the token
         * @description One body serves three kinds of client. Without `client_version` the answer is a union list: each entry carries
         *     both the OpenAI fields (`object`, `created`, `owned_by`) and the Anthropic fields (`type`, `display_name`,
         *     `created_at`), and the list carries `object`, `has_more`, `first_id` and `last_id`, which satisfies the openai
         *     SDK, the Anthropic SDK and Claude Code at once. With `client_version` (sent by Codex's model catalog) the answer
         *     is Codex's catalog shape `{models: [...]}`.
         */
        get: operations["listModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chat/completions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate the next assistant message of a conversation
         * @description `model` must be a complete ID from the token's model list. With `stream: true` the answer is a
         *     `text/event-stream` of `data: <ChatStreamChunk>` messages with no `event:` line, ended by `data: [DONE]`.
         *     With `stream_options.include_usage` the last chunk before `[DONE]` has `choices: []` and `usage`.
         *     An error after the stream has started is sent as `data: {"error": {...}}` (a `ChatErrorBody`).
         */
        post: operations["createChatCompletion"];
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
        /** @description One visible model, with the fields both OpenAI and Anthropic clients read. */
        ModelListEntry: {
            /** @description The complete model ID, matched exactly when used as `model`. */
            id: string;
            /** @constant */
            object?: "model";
            /** @description Unix seconds. */
            created?: number;
            owned_by?: string;
            /** @constant */
            type?: "model";
            display_name?: string;
            /**
             * Format: date-time
             * @description RFC 3339 time, the same instant as `created`.
             */
            created_at?: string;
        };
        /** @description The model list; a union of the OpenAI and Anthropic list shapes. */
        ModelList: {
            /** @constant */
            object?: "list";
            data: components["schemas"]["ModelListEntry"][];
            /** @description Always false; every visible model is on the one page. */
            has_more?: boolean;
            first_id?: string | null;
            last_id?: string | null;
        };
        ModelCatalogReasoningLevel: {
            effort: string;
            description?: string;
        };
        ModelCatalogTruncationPolicy: {
            /** @enum {string} */
            mode: "bytes" | "tokens";
            limit: number;
        };
        /** @description One model as Codex describes it; Codex uses it to pick tools and its system prompt. */
        ModelCatalogEntry: {
            /** @description The model ID Codex puts in `model`. */
            slug: string;
            display_name?: string;
            description?: string | null;
            default_reasoning_level?: string | null;
            supported_reasoning_levels?: components["schemas"]["ModelCatalogReasoningLevel"][];
            shell_type?: string;
            /** @enum {string} */
            visibility?: "list" | "hide" | "none";
            supported_in_api?: boolean;
            priority?: number;
            upgrade?: null | Record<string, unknown> | string;
            /** @description Replaces Codex's own system prompt for this model. */
            base_instructions?: string;
            supports_reasoning_summaries?: boolean;
            support_verbosity?: boolean;
            default_verbosity?: string | null;
            /** @enum {string|null} */
            apply_patch_tool_type?: "freeform" | "function" | null;
            truncation_policy?: components["schemas"]["ModelCatalogTruncationPolicy"];
            supports_parallel_tool_calls?: boolean;
            context_window?: number | null;
            experimental_supported_tools?: string[];
            input_modalities?: string[];
        };
        /** @description Codex's model catalog, served when the query has `client_version`. */
        ModelCatalog: {
            models: components["schemas"]["ModelCatalogEntry"][];
        };
        ChatError: {
            message: string;
            /** @description For example `invalid_request_error`, `authentication_error`, `rate_limit_error`, `server_error`. */
            type: string;
            param?: string | null;
            /** @description For example `invalid_api_key`, `model_not_found`, `rate_limit_exceeded`, `insufficient_quota`. */
            code?: string | number | null;
        };
        /** @description The OpenAI error envelope, as a whole body or as the `data:` of a mid-stream error event. */
        ChatErrorBody: {
            error: components["schemas"]["ChatError"];
        };
        ChatTextPart: {
            /** @constant */
            type: "text";
            text: string;
        };
        /** @description A string, or an array of text parts. */
        ChatTextContent: string | components["schemas"]["ChatTextPart"][];
        ChatSystemMessage: {
            /** @constant */
            role: "system";
            content: components["schemas"]["ChatTextContent"];
            name?: string;
        };
        /** @description Instructions from the application; newer models read it in place of `system`. */
        ChatDeveloperMessage: {
            /** @constant */
            role: "developer";
            content: components["schemas"]["ChatTextContent"];
            name?: string;
        };
        ChatImagePart: {
            /** @constant */
            type: "image_url";
            image_url: {
                /** @description An https address or a `data:<media type>;base64,<data>` URL. */
                url: string;
                /** @enum {string} */
                detail?: "auto" | "low" | "high";
            };
        };
        ChatAudioPart: {
            /** @constant */
            type: "input_audio";
            input_audio: {
                /** @description Base64 audio. */
                data: string;
                format: string;
            };
        };
        ChatFilePart: {
            /** @constant */
            type: "file";
            file: {
                file_data?: string;
                file_id?: string;
                filename?: string;
            };
        };
        ChatUserContentPart: components["schemas"]["ChatTextPart"] | components["schemas"]["ChatImagePart"] | components["schemas"]["ChatAudioPart"] | components["schemas"]["ChatFilePart"];
        ChatUserMessage: {
            /** @constant */
            role: "user";
            content: string | components["schemas"]["ChatUserContentPart"][];
            name?: string;
        };
        ChatRefusalPart: {
            /** @constant */
            type: "refusal";
            refusal: string;
        };
        ChatAssistantContentPart: components["schemas"]["ChatTextPart"] | components["schemas"]["ChatRefusalPart"];
        ChatFunctionCall: {
            name: string;
            /** @description The arguments as a JSON text. */
            arguments: string;
        };
        ChatFunctionToolCall: {
            id: string;
            /** @constant */
            type: "function";
            function: components["schemas"]["ChatFunctionCall"];
        };
        ChatCustomToolCall: {
            id: string;
            /** @constant */
            type: "custom";
            custom: {
                name: string;
                input: string;
            };
        };
        /** @description A tool call made by the assistant. */
        ChatToolCall: components["schemas"]["ChatFunctionToolCall"] | components["schemas"]["ChatCustomToolCall"];
        ChatAnnotation: {
            type: string;
            url_citation?: {
                url?: string;
                title?: string;
                start_index?: number;
                end_index?: number;
            };
        };
        /** @description An earlier assistant turn sent back as history; `content` may be null when it made tool calls. */
        ChatAssistantMessage: {
            /** @constant */
            role: "assistant";
            content?: string | components["schemas"]["ChatAssistantContentPart"][] | null;
            refusal?: string | null;
            name?: string;
            tool_calls?: components["schemas"]["ChatToolCall"][];
            function_call?: components["schemas"]["ChatFunctionCall"] | null;
            annotations?: components["schemas"]["ChatAnnotation"][];
            audio?: {
                id?: string;
            } | null;
            /** @description The turn's reasoning as DeepSeek-style servers return it, sent back as history. */
            reasoning_content?: string | null;
            /** @description The same under the name some other OpenAI-compatible servers use. */
            reasoning?: string | null;
        };
        /** @description The result of one tool call, placed after the assistant message that made it. */
        ChatToolMessage: {
            /** @constant */
            role: "tool";
            content: components["schemas"]["ChatTextContent"];
            tool_call_id: string;
        };
        /** @description The older form of a tool result. */
        ChatFunctionMessage: {
            /** @constant */
            role: "function";
            content: string | null;
            name: string;
        };
        /** @description One message of the conversation, told apart by `role`. */
        ChatMessage: components["schemas"]["ChatSystemMessage"] | components["schemas"]["ChatDeveloperMessage"] | components["schemas"]["ChatUserMessage"] | components["schemas"]["ChatAssistantMessage"] | components["schemas"]["ChatToolMessage"] | components["schemas"]["ChatFunctionMessage"];
        ChatStreamOptions: {
            /** @description Ask for a last chunk with `choices: []` and `usage`. */
            include_usage?: boolean;
            include_obfuscation?: boolean;
        } | null;
        ChatFunctionDefinition: {
            name: string;
            description?: string;
            /** @description A JSON Schema for the arguments, passed through untouched (it may carry `$schema`). */
            parameters?: Record<string, unknown>;
            strict?: boolean | null;
        };
        ChatFunctionTool: {
            /** @constant */
            type: "function";
            function: components["schemas"]["ChatFunctionDefinition"];
        };
        /** @description A tool whose input is free text, optionally constrained by a grammar. */
        ChatCustomTool: {
            /** @constant */
            type: "custom";
            custom: {
                name: string;
                description?: string;
                format?: {
                    /** @enum {string} */
                    type: "text" | "grammar";
                    grammar?: {
                        definition?: string;
                        syntax?: string;
                    };
                };
            };
        };
        ChatTool: components["schemas"]["ChatFunctionTool"] | components["schemas"]["ChatCustomTool"];
        ChatFunctionName: {
            name: string;
        };
        ChatNamedToolChoice: {
            /** @constant */
            type: "function";
            function: components["schemas"]["ChatFunctionName"];
        };
        ChatNamedCustomToolChoice: {
            /** @constant */
            type: "custom";
            custom: components["schemas"]["ChatFunctionName"];
        };
        ChatAllowedToolsChoice: {
            /** @constant */
            type: "allowed_tools";
            allowed_tools: {
                /** @enum {string} */
                mode: "auto" | "required";
                tools: Record<string, unknown>[];
            };
        };
        /** @description `none`, `auto`, `required`, or one named tool, or an allowed subset. */
        ChatToolChoice: ("none" | "auto" | "required") | components["schemas"]["ChatNamedToolChoice"] | components["schemas"]["ChatNamedCustomToolChoice"] | components["schemas"]["ChatAllowedToolsChoice"];
        ChatResponseFormatText: {
            /** @constant */
            type: "text";
        };
        ChatResponseFormatJsonObject: {
            /** @constant */
            type: "json_object";
        };
        ChatResponseFormatJsonSchema: {
            /** @constant */
            type: "json_schema";
            json_schema: {
                name: string;
                description?: string;
                schema?: Record<string, unknown>;
                strict?: boolean | null;
            };
        };
        ChatResponseFormat: components["schemas"]["ChatResponseFormatText"] | components["schemas"]["ChatResponseFormatJsonObject"] | components["schemas"]["ChatResponseFormatJsonSchema"];
        /** @description A chat-completion request. Only `model` and `messages` are required. */
        ChatRequest: {
            /** @description A complete model ID from the token's model list. */
            model: string;
            messages: components["schemas"]["ChatMessage"][];
            max_completion_tokens?: number | null;
            /** @description The older name of `max_completion_tokens`; still sent by many clients. */
            max_tokens?: number | null;
            temperature?: number | null;
            top_p?: number | null;
            n?: number | null;
            /** @description Up to four sequences that end generation. */
            stop?: string | string[] | null;
            stream?: boolean | null;
            stream_options?: components["schemas"]["ChatStreamOptions"];
            tools?: components["schemas"]["ChatTool"][];
            tool_choice?: components["schemas"]["ChatToolChoice"];
            parallel_tool_calls?: boolean;
            /** @description The older form of `tools`. */
            functions?: components["schemas"]["ChatFunctionDefinition"][];
            /** @description The older form of `tool_choice`. */
            function_call?: ("none" | "auto") | components["schemas"]["ChatFunctionName"];
            response_format?: components["schemas"]["ChatResponseFormat"];
            /** @enum {string|null} */
            reasoning_effort?: "none" | "minimal" | "low" | "medium" | "high" | "xhigh" | "max" | null;
            /** @enum {string|null} */
            verbosity?: "low" | "medium" | "high" | null;
            frequency_penalty?: number | null;
            presence_penalty?: number | null;
            logit_bias?: {
                [key: string]: number;
            } | null;
            logprobs?: boolean | null;
            top_logprobs?: number | null;
            seed?: number | null;
            user?: string;
            safety_identifier?: string | null;
            prompt_cache_key?: string | null;
            prompt_cache_retention?: string | null;
            metadata?: {
                [key: string]: string;
            } | null;
            store?: boolean | null;
            service_tier?: string | null;
            modalities?: string[] | null;
            audio?: {
                voice?: string;
                format?: string;
            } | null;
            prediction?: {
                type: string;
                content?: unknown;
            } | null;
            web_search_options?: Record<string, unknown>;
            /** @description Instructions before the conversation, as Anthropic's Messages API takes them; not OpenAI's, but some clients send it. Read like a leading system message. */
            system?: components["schemas"]["ChatTextContent"] | null;
        };
        ChatResponseMessage: {
            /** @constant */
            role: "assistant";
            content?: string | null;
            refusal?: string | null;
            tool_calls?: components["schemas"]["ChatToolCall"][];
            function_call?: components["schemas"]["ChatFunctionCall"] | null;
            annotations?: components["schemas"]["ChatAnnotation"][];
            audio?: Record<string, unknown> | null;
        };
        /**
         * @description Why generation stopped; null only on stream chunks before the last one.
         * @enum {string|null}
         */
        ChatFinishReason: "stop" | "length" | "tool_calls" | "content_filter" | "function_call" | null;
        /** @description One output token, its log probability and UTF-8 bytes, and the most likely tokens at its position. */
        ChatTokenLogprob: {
            token: string;
            logprob: number;
            bytes: number[] | null;
            top_logprobs: {
                token: string;
                logprob: number;
                bytes: number[] | null;
            }[];
        };
        /** @description Token log probabilities, when the request asked for them (`logprobs`, `top_logprobs`). */
        ChatLogprobs: {
            content?: components["schemas"]["ChatTokenLogprob"][] | null;
            refusal?: components["schemas"]["ChatTokenLogprob"][] | null;
        } | null;
        ChatChoice: {
            index: number;
            message: components["schemas"]["ChatResponseMessage"];
            finish_reason: components["schemas"]["ChatFinishReason"];
            logprobs?: components["schemas"]["ChatLogprobs"];
        };
        /** @description Token counts. `prompt_tokens` includes cached tokens; `completion_tokens` includes reasoning tokens. */
        ChatUsage: {
            prompt_tokens: number;
            completion_tokens: number;
            total_tokens: number;
            prompt_tokens_details?: {
                cached_tokens?: number;
                cache_write_tokens?: number;
                audio_tokens?: number;
                text_tokens?: number;
                image_tokens?: number;
            } | null;
            completion_tokens_details?: {
                reasoning_tokens?: number;
                audio_tokens?: number;
                accepted_prediction_tokens?: number;
                rejected_prediction_tokens?: number;
                text_tokens?: number;
            } | null;
        };
        /** @description A whole (non-streamed) chat completion. */
        ChatResponse: {
            id: string;
            /** @constant */
            object: "chat.completion";
            /** @description Unix seconds. */
            created: number;
            model: string;
            choices: components["schemas"]["ChatChoice"][];
            usage?: components["schemas"]["ChatUsage"];
            service_tier?: string | null;
            system_fingerprint?: string | null;
        };
        /** @description A fragment of a tool call; fragments with the same `index` join into one call. */
        ChatChunkToolCall: {
            index: number;
            id?: string;
            /** @enum {string} */
            type?: "function" | "custom";
            function?: {
                name?: string;
                arguments?: string;
            };
            custom?: {
                name?: string;
                input?: string;
            };
        };
        ChatChunkDelta: {
            /** @enum {string} */
            role?: "assistant" | "developer" | "system" | "user" | "tool";
            content?: string | null;
            refusal?: string | null;
            tool_calls?: components["schemas"]["ChatChunkToolCall"][];
            function_call?: {
                name?: string;
                arguments?: string;
            };
        };
        ChatChunkChoice: {
            index: number;
            delta: components["schemas"]["ChatChunkDelta"];
            finish_reason?: components["schemas"]["ChatFinishReason"];
            logprobs?: components["schemas"]["ChatLogprobs"];
        };
        /**
         * @description One streamed chunk (`data:` of one server-sent event). The first has `delta.role: assistant`; a tool call's first
         *     fragment carries `id`, `type` and `function.name`, later ones only `index` and `function.arguments`; the chunk
         *     with `finish_reason` comes last, followed, when usage was asked for, by a chunk with `choices: []` and `usage`.
         */
        ChatStreamChunk: {
            id: string;
            /** @constant */
            object: "chat.completion.chunk";
            created: number;
            model: string;
            choices: components["schemas"]["ChatChunkChoice"][];
            usage?: components["schemas"]["ChatUsage"] | null;
            service_tier?: string | null;
            system_fingerprint?: string | null;
            obfuscation?: string;
        };
    };
    responses: {
        /**
         * @description An error in the OpenAI envelope. Status meanings (docs/api.md, Errors): 400 invalid JSON or fields, 401 missing or
         *     wrong token, 403 token or account without access, 404 unknown path or model, 429 quota, balance or rate,
         *     5xx the gateway or the upstream could not complete the request.
         */
        ChatError: {
            headers: {
                "x-request-id": components["headers"]["ChatRequestIdHeader"];
                "retry-after": components["headers"]["ChatRetryAfterHeader"];
                "x-should-retry": components["headers"]["ChatShouldRetryHeader"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ChatErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The gateway's ID for this request; quote it when reporting a problem. */
        ChatRequestIdHeader: string;
        /** @description Seconds to wait before retrying (on 429 and 503). */
        ChatRetryAfterHeader: string;
        /** @description `false` on client errors, so SDKs and coding tools do not retry a request that cannot succeed. */
        ChatShouldRetryHeader: "true" | "false";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listModels: {
        parameters: {
            query?: {
                /** @description Sent by Codex when it reads a model catalog; asks for the catalog shape. */
                client_version?: string;
                /** @description Page size asked for by Anthropic clients; the gateway returns every visible model at once. */
                limit?: number;
            };
            header?: {
                /** @description Sent by Anthropic clients; the union body serves them without branching on it. */
                "anthropic-version"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The models visible to the token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "claude-sonnet-4-5",
                     *           "object": "model",
                     *           "created": 1700000000,
                     *           "owned_by": "gateway",
                     *           "type": "model",
                     *           "display_name": "Claude Sonnet 4.5",
                     *           "created_at": "2023-11-14T22:13:20Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "first_id": "claude-sonnet-4-5",
                     *       "last_id": "claude-sonnet-4-5"
                     *     }
                     */
                    "application/json": components["schemas"]["ModelList"] | components["schemas"]["ModelCatalog"];
                };
            };
            400: components["responses"]["ChatError"];
            401: components["responses"]["ChatError"];
            403: components["responses"]["ChatError"];
            404: components["responses"]["ChatError"];
            429: components["responses"]["ChatError"];
            500: components["responses"]["ChatError"];
            502: components["responses"]["ChatError"];
            503: components["responses"]["ChatError"];
            504: components["responses"]["ChatError"];
        };
    };
    createChatCompletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatRequest"];
            };
        };
        responses: {
            /**
             * @description The completion, whole (`application/json`) or streamed (`text/event-stream`). For a stream, the schema is
             *     that of the `data:` payload of each server-sent event before `data: [DONE]`.
             */
            200: {
                headers: {
                    "x-request-id": components["headers"]["ChatRequestIdHeader"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "chatcmpl-9Xb3r6TqVvXwq2",
                     *       "object": "chat.completion",
                     *       "created": 1763712000,
                     *       "model": "gpt-5.1-mini",
                     *       "choices": [
                     *         {
                     *           "index": 0,
                     *           "message": {
                     *             "role": "assistant",
                     *             "content": "Hi!",
                     *             "refusal": null,
                     *             "annotations": []
                     *           },
                     *           "logprobs": null,
                     *           "finish_reason": "stop"
                     *         }
                     *       ],
                     *       "usage": {
                     *         "prompt_tokens": 19,
                     *         "completion_tokens": 3,
                     *         "total_tokens": 22
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChatResponse"];
                    "text/event-stream": components["schemas"]["ChatStreamChunk"];
                };
            };
            400: components["responses"]["ChatError"];
            401: components["responses"]["ChatError"];
            403: components["responses"]["ChatError"];
            404: components["responses"]["ChatError"];
            429: components["responses"]["ChatError"];
            500: components["responses"]["ChatError"];
            502: components["responses"]["ChatError"];
            503: components["responses"]["ChatError"];
            504: components["responses"]["ChatError"];
        };
    };
}
