/** The CLI's help text. */
export const USAGE_TEXT = `Usage:
  modelgate-conformance --base-url URL --token T [--model ID] [--second-token T2] [--only SECTIONS] [--report out.json|out.xml]
                        [--formats chat,responses,messages] [--auth bearer|x-api-key|none] [--level spec|client|advisory]
                        [--exclude LIST] [--header NAME:VALUE]…
  modelgate-conformance replay-upstream [--port N] [--host 127.0.0.1] [--cassettes DIR] [--keyless]
  modelgate-conformance doctor --base-url URL --token T [--model ID] [--format chat|responses|messages] [--endpoint URL]
                        [--header NAME:VALUE]… [--json]

Suite options:
  --base-url URL       the service root, without /v1 (e.g. http://127.0.0.1:8080)
  --token T            a working token (or set MODELGATE_TOKEN)
  --auth A             how the target takes the token: bearer (default), x-api-key, or none (no authentication:
                       the authentication and limits sections are not applicable)
  --formats LIST       the POST formats the target serves (chat, responses, messages); by default a format whose
                       minimal request is answered 404 or 405 counts as not served, and its cases as not applicable
  --level L            fail on findings up to this level: spec (SPEC rules only), client (also what named clients
                       need; the default) or advisory (also advice); cases above it are not run. RULES.md, in this
                       package, explains every level and reference
  --header NAME:VALUE  add a header to every request (repeatable), e.g. a gateway's routing header
  --model ID           the model to test (default: the first one GET /v1/models lists)
  --second-token T2    an exhausted or rate-limited token, for the limits section (or MODELGATE_SECOND_TOKEN)
  --only LIST          comma-separated sections (addresses, models, endpoints, authentication, errors, limits),
                       case IDs or ID prefixes
  --exclude LIST       the same kind of list, left out
  --list               print the selected cases (id, level, title, reference) without running them
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
  --header NAME:VALUE  add a header to every request (repeatable)
  --json               print the steps, remedy and record as JSON

Exit code: 0 when nothing failed at the chosen level (warnings, skipped and not-applicable cases are fine), 1 when a case failed (or the doctor found a broken layer), 2 on a usage error.
`;
