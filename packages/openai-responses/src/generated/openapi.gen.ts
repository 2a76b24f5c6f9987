// Generated from openapi/gateway.openapi.yaml by tools/codegen. Do not edit.
export interface paths {
    "/v1/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a response in the Responses format
         * @description Runs one model turn. With `stream: true` the answer is a server-sent event stream: each message has an
         *     `event:` line naming the event type and a `data:` line holding one `ResponsesStreamEvent`; the stream
         *     ends with `response.completed`, `response.incomplete` or `response.failed` (there is no `[DONE]`).
         *     Without `stream` the answer is one `ResponsesResponse`.
         */
        post: operations["createResponse"];
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
        /**
         * @description Who wrote a message. `developer` and `system` carry instructions (Codex uses developer items).
         * @enum {string}
         */
        ResponsesMessageRole: "user" | "assistant" | "system" | "developer";
        ResponsesInputTextPart: {
            /** @constant */
            type: "input_text";
            text: string;
        };
        /** @description An image by URL (`https:` or a `data:` URL with base64) or by uploaded file id. */
        ResponsesInputImagePart: {
            /** @constant */
            type: "input_image";
            image_url?: string | null;
            file_id?: string | null;
            /** @enum {string|null} */
            detail?: "low" | "high" | "auto" | "original" | null;
        };
        /** @description A document (e.g. a PDF) inline as base64 `file_data`, by `file_url`, or by `file_id`. */
        ResponsesInputFilePart: {
            /** @constant */
            type: "input_file";
            file_id?: string | null;
            file_data?: string;
            file_url?: string;
            filename?: string;
        };
        /** @description Text the model wrote. `annotations` holds citations; `logprobs` appears when asked for. */
        ResponsesOutputTextPart: {
            /** @constant */
            type: "output_text";
            text: string;
            annotations?: {
                type: string;
            }[];
            logprobs?: {
                [key: string]: unknown;
            }[];
        };
        /** @description The model declined to answer. */
        ResponsesRefusalPart: {
            /** @constant */
            type: "refusal";
            refusal: string;
        };
        /** @description One part of a message's content. */
        ResponsesMessageContentPart: components["schemas"]["ResponsesInputTextPart"] | components["schemas"]["ResponsesInputImagePart"] | components["schemas"]["ResponsesInputFilePart"] | components["schemas"]["ResponsesOutputTextPart"] | components["schemas"]["ResponsesRefusalPart"];
        /** @description A message's content, as one text or as a list of parts. */
        ResponsesMessageContent: string | components["schemas"]["ResponsesMessageContentPart"][];
        /** @enum {string|null} */
        ResponsesItemStatus: "in_progress" | "completed" | "incomplete" | null;
        /**
         * @description A message in the history: user and developer text, images and files, or an assistant message replayed
         *     with its `output_text` parts (Codex sends `id`, `status` and the parts' `annotations`/`logprobs`).
         */
        ResponsesInputMessage: {
            /** @constant */
            type: "message";
            id?: string;
            role: components["schemas"]["ResponsesMessageRole"];
            content: components["schemas"]["ResponsesMessageContent"];
            status?: components["schemas"]["ResponsesItemStatus"];
            phase?: string | null;
        };
        /**
         * @description A call of a `function` tool. `call_id` links it to its output; `id` (`fc_…`) is the item's own id.
         *     `arguments` is a JSON text. `namespace` names the namespace tool the function came from.
         */
        ResponsesFunctionCallItem: {
            /** @constant */
            type: "function_call";
            id?: string;
            call_id: string;
            name: string;
            namespace?: string | null;
            arguments: string;
            status?: components["schemas"]["ResponsesItemStatus"];
        };
        /** @description One part of a tool's result. */
        ResponsesToolOutputPart: components["schemas"]["ResponsesInputTextPart"] | components["schemas"]["ResponsesInputImagePart"] | components["schemas"]["ResponsesInputFilePart"];
        /** @description A tool's result, as text or as a list of text, image and file parts. */
        ResponsesToolOutput: string | components["schemas"]["ResponsesToolOutputPart"][];
        /**
         * @description The result of a function call, matched by `call_id`. Codex gives these items its own `fco_…` ids, which
         *     are not upstream ids.
         */
        ResponsesFunctionCallOutputItem: {
            /** @constant */
            type: "function_call_output";
            id?: string | null;
            call_id: string;
            output: components["schemas"]["ResponsesToolOutput"];
            status?: components["schemas"]["ResponsesItemStatus"];
        };
        /** @description A call of a `custom` (freeform) tool such as Codex's `apply_patch`; `input` is the raw text. */
        ResponsesCustomToolCallItem: {
            /** @constant */
            type: "custom_tool_call";
            id?: string;
            call_id: string;
            name: string;
            namespace?: string | null;
            input: string;
            status?: components["schemas"]["ResponsesItemStatus"];
        };
        /** @description The result of a custom tool call. Codex mints `ctco_…` ids for these. */
        ResponsesCustomToolCallOutputItem: {
            /** @constant */
            type: "custom_tool_call_output";
            id?: string | null;
            call_id: string;
            output: components["schemas"]["ResponsesToolOutput"];
        };
        ResponsesSummaryTextPart: {
            /** @constant */
            type: "summary_text";
            text: string;
        };
        ResponsesReasoningTextPart: {
            /** @constant */
            type: "reasoning_text";
            text: string;
        };
        /**
         * @description The model's reasoning: readable `summary` parts, optional raw `content`, and an opaque `encrypted_content`
         *     that only the provider that made it can read back (Codex replays it every turn).
         */
        ResponsesReasoningItem: {
            /** @constant */
            type: "reasoning";
            id?: string;
            summary: components["schemas"]["ResponsesSummaryTextPart"][];
            content?: components["schemas"]["ResponsesReasoningTextPart"][] | null;
            encrypted_content?: string | null;
            status?: components["schemas"]["ResponsesItemStatus"];
        };
        /** @description Points at an item the upstream stored earlier. */
        ResponsesItemReference: {
            /** @constant */
            type: "item_reference";
            id: string;
        };
        /** @description A compacted stretch of history, opaque to the gateway. */
        ResponsesCompactionItem: {
            /** @constant */
            type: "compaction";
            id?: string;
            encrypted_content?: string | null;
        };
        /**
         * @description A call of the `tool_search` tool. With `execution:"client"` the client runs the search (Codex) and answers
         *     with a `tool_search_output` item of the same `call_id`; `arguments` is a JSON value, not a JSON text.
         */
        ResponsesToolSearchCallItem: {
            /** @constant */
            type: "tool_search_call";
            id?: string | null;
            call_id?: string | null;
            /** @description The search's arguments as the model wrote them (an object), passed through as written. */
            arguments?: unknown;
            /** @enum {string} */
            execution?: "client" | "server";
            status?: string | null;
        };
        /** @description The tools a client-run `tool_search` found, as tool definitions, matched to its call by `call_id`. */
        ResponsesToolSearchOutputItem: {
            /** @constant */
            type: "tool_search_output";
            id?: string | null;
            call_id?: string | null;
            /** @description The tools found, passed through as written. */
            tools?: {
                [key: string]: unknown;
            }[];
            /** @enum {string} */
            execution?: "client" | "server";
            status?: string | null;
        };
        /**
         * @description A call or result of a tool the upstream runs itself (web search, file search, shell, MCP, …), replayed in
         *     history. The gateway forwards it as written.
         */
        ResponsesHostedToolItem: {
            /** @enum {string} */
            type: "web_search_call" | "file_search_call" | "computer_call" | "computer_call_output" | "code_interpreter_call" | "image_generation_call" | "local_shell_call" | "local_shell_call_output" | "shell_call" | "shell_call_output" | "apply_patch_call" | "apply_patch_call_output" | "mcp_call" | "mcp_list_tools" | "mcp_approval_request" | "mcp_approval_response";
            id?: string | null;
            call_id?: string | null;
            status?: string | null;
        };
        /** @description An input item that names its kind in `type`. */
        ResponsesTypedInputItem: components["schemas"]["ResponsesInputMessage"] | components["schemas"]["ResponsesFunctionCallItem"] | components["schemas"]["ResponsesFunctionCallOutputItem"] | components["schemas"]["ResponsesCustomToolCallItem"] | components["schemas"]["ResponsesCustomToolCallOutputItem"] | components["schemas"]["ResponsesReasoningItem"] | components["schemas"]["ResponsesItemReference"] | components["schemas"]["ResponsesCompactionItem"] | components["schemas"]["ResponsesToolSearchCallItem"] | components["schemas"]["ResponsesToolSearchOutputItem"] | components["schemas"]["ResponsesHostedToolItem"];
        /** @description A message written as `{role, content}` with no `type` (the same as `type:"message"`). */
        ResponsesBareInputMessage: {
            /**
             * @description Absent here; a message that names its type is a `ResponsesInputMessage`.
             * @constant
             */
            type?: "message";
            role: components["schemas"]["ResponsesMessageRole"];
            content: components["schemas"]["ResponsesMessageContent"];
        };
        /**
         * @description One item of `input`. Either an item with a `type` (a message, a tool call or its output, a reasoning item
         *     replayed with its `encrypted_content`, …) or a bare `{role, content}` message without `type`, as the SDK allows.
         */
        ResponsesInputItem: components["schemas"]["ResponsesTypedInputItem"] | components["schemas"]["ResponsesBareInputMessage"];
        /** @description A function the client runs. The definition is flat (`name` sits beside `type`, not in a `function` object). */
        ResponsesFunctionTool: {
            /** @constant */
            type: "function";
            name: string;
            description?: string | null;
            /** @description The JSON Schema of the arguments, passed through as written. */
            parameters?: {
                [key: string]: unknown;
            } | null;
            strict?: boolean | null;
            defer_loading?: boolean;
        };
        ResponsesCustomToolTextFormat: {
            /** @constant */
            type: "text";
        };
        ResponsesCustomToolGrammarFormat: {
            /** @constant */
            type: "grammar";
            /** @enum {string} */
            syntax: "lark" | "regex";
            definition: string;
        };
        /** @description Unconstrained text, or text that must match a grammar. */
        ResponsesCustomToolFormat: components["schemas"]["ResponsesCustomToolTextFormat"] | components["schemas"]["ResponsesCustomToolGrammarFormat"];
        /** @description A freeform tool whose input is raw text, optionally constrained by a grammar (Codex's `apply_patch`). */
        ResponsesCustomTool: {
            /** @constant */
            type: "custom";
            name: string;
            description?: string;
            format?: components["schemas"]["ResponsesCustomToolFormat"];
            defer_loading?: boolean;
        };
        /** @description A tool inside a namespace. */
        ResponsesNamespaceMemberTool: components["schemas"]["ResponsesFunctionTool"] | components["schemas"]["ResponsesCustomTool"];
        /** @description A named group of tools (Codex's `multi_agent_v1`). Calls of its tools carry the namespace's name in `namespace`. */
        ResponsesNamespaceTool: {
            /** @constant */
            type: "namespace";
            name: string;
            description?: string;
            tools: components["schemas"]["ResponsesNamespaceMemberTool"][];
        };
        /** @description Lets the model search for more tools. With `execution:"client"` the client runs the search (Codex). */
        ResponsesToolSearchTool: {
            /** @constant */
            type: "tool_search";
            /** @enum {string} */
            execution?: "client" | "server";
            description?: string;
            parameters?: {
                [key: string]: unknown;
            } | null;
        };
        /** @description The upstream's hosted web search. Codex sends it with `external_web_access` and `search_content_types`. */
        ResponsesWebSearchTool: {
            /** @enum {string} */
            type: "web_search" | "web_search_preview" | "web_search_2025_08_26" | "web_search_preview_2025_03_11";
            external_web_access?: boolean;
            search_content_types?: string[];
            /** @enum {string} */
            search_context_size?: "low" | "medium" | "high";
            filters?: {
                [key: string]: unknown;
            } | null;
            user_location?: {
                [key: string]: unknown;
            } | null;
        };
        /** @description Another tool the upstream runs itself; forwarded as written. */
        ResponsesHostedTool: {
            /** @enum {string} */
            type: "file_search" | "code_interpreter" | "image_generation" | "mcp" | "local_shell" | "shell" | "apply_patch" | "computer" | "computer_use_preview";
        };
        /** @description A tool the model may use. */
        ResponsesTool: components["schemas"]["ResponsesFunctionTool"] | components["schemas"]["ResponsesCustomTool"] | components["schemas"]["ResponsesNamespaceTool"] | components["schemas"]["ResponsesToolSearchTool"] | components["schemas"]["ResponsesWebSearchTool"] | components["schemas"]["ResponsesHostedTool"];
        ResponsesFunctionToolChoice: {
            /** @constant */
            type: "function";
            name: string;
        };
        ResponsesCustomToolChoice: {
            /** @constant */
            type: "custom";
            name: string;
        };
        ResponsesAllowedToolsChoice: {
            /** @constant */
            type: "allowed_tools";
            /** @enum {string} */
            mode: "auto" | "required";
            tools: {
                [key: string]: unknown;
            }[];
        };
        ResponsesHostedToolChoice: {
            /** @enum {string} */
            type: "web_search" | "web_search_preview" | "web_search_preview_2025_03_11" | "file_search" | "code_interpreter" | "image_generation" | "computer" | "computer_use_preview" | "mcp" | "shell" | "apply_patch";
            server_label?: string;
        };
        /** @description Force one tool, a set of tools, or one hosted tool. */
        ResponsesNamedToolChoice: components["schemas"]["ResponsesFunctionToolChoice"] | components["schemas"]["ResponsesCustomToolChoice"] | components["schemas"]["ResponsesAllowedToolsChoice"] | components["schemas"]["ResponsesHostedToolChoice"];
        /** @description Whether and which tool the model must call: `none`, `auto`, `required`, or one named tool. */
        ResponsesToolChoice: ("none" | "auto" | "required") | components["schemas"]["ResponsesNamedToolChoice"];
        /** @description Reasoning controls. Codex sends `{effort}` for models it knows and `{summary:"auto"}` otherwise. */
        ResponsesReasoningConfig: {
            /** @enum {string|null} */
            effort?: "none" | "minimal" | "low" | "medium" | "high" | "xhigh" | "max" | null;
            /** @enum {string|null} */
            summary?: "auto" | "concise" | "detailed" | "none" | null;
            /** @deprecated */
            generate_summary?: string | null;
        } | null;
        ResponsesTextFormatText: {
            /** @constant */
            type: "text";
        };
        ResponsesTextFormatJsonObject: {
            /** @constant */
            type: "json_object";
        };
        ResponsesTextFormatJsonSchema: {
            /** @constant */
            type: "json_schema";
            name: string;
            description?: string;
            /** @description The JSON Schema the output must match, passed through as written. */
            schema: {
                [key: string]: unknown;
            };
            strict?: boolean | null;
        };
        /** @description Plain text, any JSON object, or JSON matching a schema. */
        ResponsesTextFormat: components["schemas"]["ResponsesTextFormatText"] | components["schemas"]["ResponsesTextFormatJsonObject"] | components["schemas"]["ResponsesTextFormatJsonSchema"];
        /** @description How the text output is shaped. */
        ResponsesTextConfig: {
            format?: components["schemas"]["ResponsesTextFormat"];
            /** @enum {string|null} */
            verbosity?: "low" | "medium" | "high" | null;
        } | null;
        /** @description Up to 16 caller-chosen string pairs, echoed on the response. */
        ResponsesMetadata: {
            [key: string]: string;
        } | null;
        /**
         * @description The body of POST /v1/responses. Only `model` is required by ModelGate; in practice `input` (or
         *     `previous_response_id`) is sent too. Codex sends its system prompt as developer message items and never
         *     sends `instructions`, `max_output_tokens`, `temperature` or `top_p`; the SDK may send a string `input` plus
         *     `instructions`.
         */
        ResponsesRequest: {
            /** @description A complete model id from GET /v1/models, matched exactly. */
            model: string;
            /** @description The conversation so far, as one user text or as a list of items (Codex replays the full history). */
            input?: string | components["schemas"]["ResponsesInputItem"][];
            /** @description A system prompt placed before the input. */
            instructions?: string | null;
            /** @description Answer with server-sent events instead of one JSON body. */
            stream?: boolean | null;
            /** @description Whether the upstream may keep the response; Codex sends false and replays history instead. */
            store?: boolean | null;
            /** @description Continue from a response the upstream stored. */
            previous_response_id?: string | null;
            /** @description Upper bound on generated tokens, reasoning included. The gateway picks a per-model default when absent. */
            max_output_tokens?: number | null;
            max_tool_calls?: number | null;
            temperature?: number | null;
            top_p?: number | null;
            top_logprobs?: number | null;
            /** @description Tools the model may call. */
            tools?: components["schemas"]["ResponsesTool"][];
            tool_choice?: components["schemas"]["ResponsesToolChoice"];
            parallel_tool_calls?: boolean | null;
            reasoning?: components["schemas"]["ResponsesReasoningConfig"];
            text?: components["schemas"]["ResponsesTextConfig"];
            /** @description Extra output to return, e.g. `reasoning.encrypted_content` (Codex asks for it) or `message.output_text.logprobs`. */
            include?: string[] | null;
            /** @description A key that groups requests sharing a prefix, for prompt caching (Codex sends its session id). */
            prompt_cache_key?: string | null;
            /** @description How long the upstream keeps the cached prefix, e.g. `in-memory` or `24h`. */
            prompt_cache_retention?: string | null;
            /** @description Client-side labels (Codex sends thread, session and turn ids here). Values are strings. */
            client_metadata?: {
                [key: string]: string;
            };
            metadata?: components["schemas"]["ResponsesMetadata"];
            user?: string;
            safety_identifier?: string | null;
            /** @enum {string|null} */
            truncation?: "auto" | "disabled" | null;
            service_tier?: string | null;
            background?: boolean | null;
            stream_options?: {
                include_obfuscation?: boolean;
            } | null;
            /** @description A reference to a prompt template stored upstream. */
            prompt?: {
                id: string;
                version?: string | null;
                variables?: {
                    [key: string]: unknown;
                } | null;
            } | null;
            /**
             * @description Not part of this format: `messages` is the chat-completions and Anthropic field. A body that has it was
             *     sent to the wrong endpoint (docs/api.md, Operations rule 3), so it is rejected here with this field's path.
             */
            messages?: unknown;
            /** @description A conversation the upstream keeps, by id. */
            conversation?: string | {
                id: string;
            } | null;
        };
        /** @enum {string} */
        ResponsesResponseStatus: "completed" | "incomplete" | "failed" | "in_progress" | "queued" | "cancelled";
        /**
         * @description Why a response failed. Codex acts on `code`: `context_length_exceeded` (stop), `insufficient_quota` (stop),
         *     `usage_not_included` (stop), `rate_limit_exceeded` (retry after the "try again in Xs" in `message`);
         *     anything else, e.g. `server_error`, is retried.
         */
        ResponsesResponseError: {
            code: string;
            message: string;
        } | null;
        /** @description Why a response stopped early. */
        ResponsesIncompleteDetails: {
            /** @enum {string} */
            reason?: "max_output_tokens" | "content_filter";
        } | null;
        /** @description One part of an assistant message the model produced. */
        ResponsesOutputContentPart: components["schemas"]["ResponsesOutputTextPart"] | components["schemas"]["ResponsesRefusalPart"];
        /** @description An assistant message (`msg_…`) with text and refusal parts. */
        ResponsesOutputMessage: {
            /** @constant */
            type: "message";
            id: string;
            /** @constant */
            role: "assistant";
            status?: components["schemas"]["ResponsesItemStatus"];
            content: components["schemas"]["ResponsesOutputContentPart"][];
            phase?: string | null;
        };
        /** @description One item the model produced. Codex adds each `response.output_item.done` item to its history. */
        ResponsesOutputItem: components["schemas"]["ResponsesOutputMessage"] | components["schemas"]["ResponsesFunctionCallItem"] | components["schemas"]["ResponsesCustomToolCallItem"] | components["schemas"]["ResponsesReasoningItem"] | components["schemas"]["ResponsesCompactionItem"] | components["schemas"]["ResponsesToolSearchCallItem"] | components["schemas"]["ResponsesHostedToolItem"];
        /** @description Token counts. `input_tokens` includes cached and cache-write tokens; `output_tokens` includes reasoning. */
        ResponsesUsage: {
            input_tokens: number;
            input_tokens_details: {
                cached_tokens: number;
                cache_write_tokens?: number;
            };
            output_tokens: number;
            output_tokens_details: {
                reasoning_tokens: number;
            };
            total_tokens: number;
        };
        /**
         * @description One model turn. `status` tells how it ended: `completed`; `incomplete` with `incomplete_details.reason`
         *     (`max_output_tokens` or `content_filter`); `failed` with `error`. A tool call shows up as `function_call`
         *     or `custom_tool_call` items in `output` (there is no finish reason).
         */
        ResponsesResponse: {
            /** @description The response id (`resp_…`). Codex needs it on `response.completed`. */
            id: string;
            /** @constant */
            object: "response";
            /** @description Unix time in seconds. */
            created_at: number;
            completed_at?: number | null;
            status: components["schemas"]["ResponsesResponseStatus"];
            error?: components["schemas"]["ResponsesResponseError"];
            incomplete_details?: components["schemas"]["ResponsesIncompleteDetails"];
            /** @description The model id the client asked for. */
            model: string;
            output: components["schemas"]["ResponsesOutputItem"][];
            /** @description Token counts; `null` while the response is still running (e.g. in `response.created`). */
            usage?: components["schemas"]["ResponsesUsage"] | null;
            instructions?: string | components["schemas"]["ResponsesInputItem"][] | null;
            max_output_tokens?: number | null;
            temperature?: number | null;
            top_p?: number | null;
            tools?: components["schemas"]["ResponsesTool"][];
            tool_choice?: components["schemas"]["ResponsesToolChoice"];
            parallel_tool_calls?: boolean | null;
            previous_response_id?: string | null;
            reasoning?: components["schemas"]["ResponsesReasoningConfig"];
            text?: components["schemas"]["ResponsesTextConfig"];
            metadata?: components["schemas"]["ResponsesMetadata"];
            store?: boolean | null;
            truncation?: string | null;
            service_tier?: string | null;
            background?: boolean | null;
            user?: string | null;
            prompt_cache_key?: string | null;
        };
        /** @description The event's position in the stream, from 0. */
        ResponsesSequenceNumber: number;
        /** @description First event of a stream; `response` has `status:"in_progress"` and no output yet. */
        ResponsesCreatedEvent: {
            /** @constant */
            type: "response.created";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            response: components["schemas"]["ResponsesResponse"];
        };
        ResponsesInProgressEvent: {
            /** @constant */
            type: "response.in_progress";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            response: components["schemas"]["ResponsesResponse"];
        };
        ResponsesQueuedEvent: {
            /** @constant */
            type: "response.queued";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            response: components["schemas"]["ResponsesResponse"];
        };
        /** @description The turn finished. Carries the whole response with `usage`; Codex fails the turn without it. */
        ResponsesCompletedEvent: {
            /** @constant */
            type: "response.completed";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            response: components["schemas"]["ResponsesResponse"];
        };
        /** @description The turn stopped early (`response.incomplete_details.reason`); carries usage, which must be billed. */
        ResponsesIncompleteEvent: {
            /** @constant */
            type: "response.incomplete";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            response: components["schemas"]["ResponsesResponse"];
        };
        /** @description The turn failed after the stream began; `response.error.code` says why (Codex reads it). */
        ResponsesFailedEvent: {
            /** @constant */
            type: "response.failed";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            response: components["schemas"]["ResponsesResponse"];
        };
        ResponsesIndex: number;
        /** @description A new output item starts (a message with no content yet, a function call with empty `arguments`, …). */
        ResponsesOutputItemAddedEvent: {
            /** @constant */
            type: "response.output_item.added";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            output_index: components["schemas"]["ResponsesIndex"];
            item: components["schemas"]["ResponsesOutputItem"];
        };
        /** @description An output item is complete; this is the item Codex keeps and acts on. */
        ResponsesOutputItemDoneEvent: {
            /** @constant */
            type: "response.output_item.done";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            output_index: components["schemas"]["ResponsesIndex"];
            item: components["schemas"]["ResponsesOutputItem"];
        };
        /**
         * @description The part a `response.content_part.added`/`.done` event opens or closes: a text or refusal part of a message,
         *     or a `reasoning_text` part of a reasoning item (the SDK's stream helper needs it before `reasoning_text` deltas).
         */
        ResponsesStreamContentPart: components["schemas"]["ResponsesOutputTextPart"] | components["schemas"]["ResponsesRefusalPart"] | components["schemas"]["ResponsesReasoningTextPart"];
        ResponsesContentPartAddedEvent: {
            /** @constant */
            type: "response.content_part.added";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            content_index: components["schemas"]["ResponsesIndex"];
            part: components["schemas"]["ResponsesStreamContentPart"];
        };
        ResponsesContentPartDoneEvent: {
            /** @constant */
            type: "response.content_part.done";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            content_index: components["schemas"]["ResponsesIndex"];
            part: components["schemas"]["ResponsesStreamContentPart"];
        };
        /** @description More text for an `output_text` part. */
        ResponsesOutputTextDeltaEvent: {
            /** @constant */
            type: "response.output_text.delta";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            content_index: components["schemas"]["ResponsesIndex"];
            delta: string;
            logprobs?: {
                [key: string]: unknown;
            }[];
        };
        ResponsesOutputTextDoneEvent: {
            /** @constant */
            type: "response.output_text.done";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            content_index: components["schemas"]["ResponsesIndex"];
            text: string;
            logprobs?: {
                [key: string]: unknown;
            }[];
        };
        ResponsesRefusalDeltaEvent: {
            /** @constant */
            type: "response.refusal.delta";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            content_index: components["schemas"]["ResponsesIndex"];
            delta: string;
        };
        ResponsesRefusalDoneEvent: {
            /** @constant */
            type: "response.refusal.done";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            content_index: components["schemas"]["ResponsesIndex"];
            refusal: string;
        };
        /** @description More of a function call's JSON `arguments`. */
        ResponsesFunctionCallArgumentsDeltaEvent: {
            /** @constant */
            type: "response.function_call_arguments.delta";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            delta: string;
        };
        ResponsesFunctionCallArgumentsDoneEvent: {
            /** @constant */
            type: "response.function_call_arguments.done";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            name?: string;
            arguments: string;
        };
        /** @description More of a custom tool call's raw `input`. */
        ResponsesCustomToolCallInputDeltaEvent: {
            /** @constant */
            type: "response.custom_tool_call_input.delta";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            delta: string;
        };
        ResponsesCustomToolCallInputDoneEvent: {
            /** @constant */
            type: "response.custom_tool_call_input.done";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            input: string;
        };
        ResponsesReasoningSummaryPartAddedEvent: {
            /** @constant */
            type: "response.reasoning_summary_part.added";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            summary_index: components["schemas"]["ResponsesIndex"];
            part: components["schemas"]["ResponsesSummaryTextPart"];
        };
        ResponsesReasoningSummaryPartDoneEvent: {
            /** @constant */
            type: "response.reasoning_summary_part.done";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            summary_index: components["schemas"]["ResponsesIndex"];
            part: components["schemas"]["ResponsesSummaryTextPart"];
        };
        /** @description More reasoning-summary text (Codex shows it; it needs `summary_index`). */
        ResponsesReasoningSummaryTextDeltaEvent: {
            /** @constant */
            type: "response.reasoning_summary_text.delta";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            summary_index: components["schemas"]["ResponsesIndex"];
            delta: string;
        };
        ResponsesReasoningSummaryTextDoneEvent: {
            /** @constant */
            type: "response.reasoning_summary_text.done";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            summary_index: components["schemas"]["ResponsesIndex"];
            text: string;
        };
        /** @description More raw reasoning text (Codex needs `content_index`). */
        ResponsesReasoningTextDeltaEvent: {
            /** @constant */
            type: "response.reasoning_text.delta";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            content_index: components["schemas"]["ResponsesIndex"];
            delta: string;
        };
        ResponsesReasoningTextDoneEvent: {
            /** @constant */
            type: "response.reasoning_text.done";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            content_index: components["schemas"]["ResponsesIndex"];
            text: string;
        };
        /** @description A citation was attached to an `output_text` part. */
        ResponsesOutputTextAnnotationAddedEvent: {
            /** @constant */
            type: "response.output_text.annotation.added";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
            content_index: components["schemas"]["ResponsesIndex"];
            annotation_index?: components["schemas"]["ResponsesIndex"];
            annotation: {
                [key: string]: unknown;
            };
        };
        /** @description Progress of a hosted web search (the `web_search_call` output item with id `item_id`). */
        ResponsesWebSearchCallEvent: {
            /** @enum {string} */
            type: "response.web_search_call.in_progress" | "response.web_search_call.searching" | "response.web_search_call.completed";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            item_id: string;
            output_index: components["schemas"]["ResponsesIndex"];
        };
        /**
         * @description A stream-level error. The SDK yields it as an event; Codex ignores it, so the gateway sends
         *     `response.failed` to end a broken turn.
         */
        ResponsesErrorEvent: {
            /** @constant */
            type: "error";
            sequence_number: components["schemas"]["ResponsesSequenceNumber"];
            code?: string | null;
            message: string;
            param?: string | null;
        };
        /**
         * @description The `data:` payload of one server-sent event. `type` equals the SSE `event:` name; `sequence_number`
         *     counts events from 0. Codex switches on `type` alone.
         */
        ResponsesStreamEvent: components["schemas"]["ResponsesCreatedEvent"] | components["schemas"]["ResponsesInProgressEvent"] | components["schemas"]["ResponsesQueuedEvent"] | components["schemas"]["ResponsesCompletedEvent"] | components["schemas"]["ResponsesIncompleteEvent"] | components["schemas"]["ResponsesFailedEvent"] | components["schemas"]["ResponsesOutputItemAddedEvent"] | components["schemas"]["ResponsesOutputItemDoneEvent"] | components["schemas"]["ResponsesContentPartAddedEvent"] | components["schemas"]["ResponsesContentPartDoneEvent"] | components["schemas"]["ResponsesOutputTextDeltaEvent"] | components["schemas"]["ResponsesOutputTextDoneEvent"] | components["schemas"]["ResponsesRefusalDeltaEvent"] | components["schemas"]["ResponsesRefusalDoneEvent"] | components["schemas"]["ResponsesFunctionCallArgumentsDeltaEvent"] | components["schemas"]["ResponsesFunctionCallArgumentsDoneEvent"] | components["schemas"]["ResponsesCustomToolCallInputDeltaEvent"] | components["schemas"]["ResponsesCustomToolCallInputDoneEvent"] | components["schemas"]["ResponsesReasoningSummaryPartAddedEvent"] | components["schemas"]["ResponsesReasoningSummaryPartDoneEvent"] | components["schemas"]["ResponsesReasoningSummaryTextDeltaEvent"] | components["schemas"]["ResponsesReasoningSummaryTextDoneEvent"] | components["schemas"]["ResponsesReasoningTextDeltaEvent"] | components["schemas"]["ResponsesReasoningTextDoneEvent"] | components["schemas"]["ResponsesOutputTextAnnotationAddedEvent"] | components["schemas"]["ResponsesWebSearchCallEvent"] | components["schemas"]["ResponsesErrorEvent"];
        /** @description The OpenAI error envelope, used for every non-2xx answer on /v1/responses. */
        ResponsesErrorBody: {
            error: {
                /** @description What went wrong, for a person to read. */
                message: string;
                /** @description The error class, e.g. `invalid_request_error`, `rate_limit_exceeded`, `server_error`. */
                type: string;
                /** @description The request field at fault, when there is one. */
                param: string | null;
                /** @description A machine-readable code, e.g. `invalid_api_key`, `model_not_found`, `context_length_exceeded`. */
                code: string | null;
            };
        };
    };
    responses: {
        /**
         * @description The request failed. 400 bad body or context too long (`code: context_length_exceeded`), 401 missing or
         *     wrong token (`code: invalid_api_key`), 403 token or account not allowed, 404 unknown route or model
         *     (`code: model_not_found`), 413 body too large, 429 rate, quota or balance (`code: rate_limit_exceeded` or
         *     `insufficient_quota`, with a `retry-after` header), 5xx the gateway or the upstream could not finish.
         */
        ResponsesError: {
            headers: {
                /** @description The gateway's id for this request; quote it when reporting a problem. */
                "x-request-id"?: string;
                /** @description Seconds to wait before retrying (sent with 429 and 503). */
                "retry-after"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ResponsesErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createResponse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResponsesRequest"];
            };
        };
        responses: {
            /** @description The generated response, whole or as a stream of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResponsesResponse"];
                    "text/event-stream": components["schemas"]["ResponsesStreamEvent"];
                };
            };
            400: components["responses"]["ResponsesError"];
            401: components["responses"]["ResponsesError"];
            403: components["responses"]["ResponsesError"];
            404: components["responses"]["ResponsesError"];
            413: components["responses"]["ResponsesError"];
            429: components["responses"]["ResponsesError"];
            500: components["responses"]["ResponsesError"];
            502: components["responses"]["ResponsesError"];
            503: components["responses"]["ResponsesError"];
            504: components["responses"]["ResponsesError"];
        };
    };
}
