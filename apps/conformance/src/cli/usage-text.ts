/** The CLI's help text. */
export const USAGE_TEXT = `Usage:
  modelgate-conformance --base-url URL --token T [--model ID] [--second-token T2] [--only SECTIONS] [--report out.json|out.xml]
  modelgate-conformance replay-upstream [--port N] [--host 127.0.0.1] [--cassettes DIR]
  modelgate-conformance doctor --base-url URL --token T [--model ID] [--format chat|responses|messages] [--endpoint URL] [--json]

Suite options:
  --base-url URL       the service root, without /v1 (e.g. http://127.0.0.1:8080)
  --token T            a working token (or set MODELGATE_TOKEN)
  --model ID           the model to test (default: the first one GET /v1/models lists)
  --second-token T2    an exhausted or rate-limited token, for the limits section (or MODELGATE_SECOND_TOKEN)
  --only LIST          comma-separated sections (addresses, models, endpoints, authentication, errors, limits),
                       case IDs or ID prefixes
  --list               print the selected cases (id and title) without running them
  --report FILE        also write the report as JSON (.json) or JUnit XML (.xml)
  --timeout-ms N       per-request time limit (default 60000)
  --cassettes          also run the cassettes section: the server must route the model <prefix><cassette id>
                       to a replay upstream (see replay-upstream)
  --cassette-model-prefix P   the prefix of those model IDs (default none)

Doctor options:
  --base-url URL       the address exactly as your client is configured with it
  --format F           the protocol your client speaks: chat, responses or messages (default chat)
  --endpoint URL       the full address your client posts to, when it asks for a full endpoint
  --client NAME        your client's name, for the diagnosis record
  --json               print the steps, remedy and record as JSON

Exit code: 0 when nothing failed, 1 when a case failed (or the doctor found a broken layer), 2 on a usage error.
`;
