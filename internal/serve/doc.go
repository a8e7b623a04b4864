// Package serve is mcpgen's HTTP API as a library: an http.Handler over the
// server registry (pkg/registry) and a pool of warm MCP sessions
// (pkg/pool). `mcpgen serve` wraps it in a listener.
//
// # Routes
//
//	GET    /healthz                        liveness, session pool state
//	GET    /api/openapi.json               OpenAPI 3.1 document of every route
//	GET    /api/mcp/servers                servers (env, header values redacted)
//	POST   /api/mcp/servers                add a server
//	DELETE /api/mcp/servers/{id}           remove a server
//	POST   /api/mcp/servers/{id}/enable    enable
//	POST   /api/mcp/servers/{id}/disable   disable
//	POST   /api/mcp/servers/{id}/test      connect afresh and list the tools
//	GET    /api/mcp/servers/{id}/tools     tools/list as the server sent it
//	POST   /api/mcp/execute                {"serverId","toolName","toolArgs","confirm"}
//	POST   /api/mcp/validate               lint tool schemas (as `mcpgen validate`)
//	POST   /api/mcp/generate               dataset as JSONL (as `mcpgen generate`)
//	GET    /api/mcp/generate/{run}         a run's summary and manifest
//	POST   /api/mcp/import                 import another client's config file
//	POST   /api/mcp/dataset/check          `mcpgen dataset check` of the JSONL body
//
// GET / is a web page over these routes (servers, tools, try a tool,
// generate) and GET /assets/... its files, embedded in the binary. They are
// the only addresses answered without the token: the page reads the token
// from the URL fragment (#token=TOKEN) and sends it on every call.
//
// Members are camelCase throughout. The two routes of the integration
// mcpgen grows from keep their names, and POST /api/mcp/execute also
// accepts that integration's snake_case members (server_id, tool_name,
// tool_args).
//
// # Errors
//
// Every error is an RFC 9457 problem details object
// (application/problem+json, see [Problem]): 400 invalid request or
// toolArgs (errors[].pointer is the JSON pointer inside toolArgs, for a
// missing member too), 401 missing or wrong token, 404 unknown server, tool
// or route, 405 method not allowed on a known path, 409 destructive tool
// without "confirm": true (or a server that already exists), 413 body too
// large, 500 registry file unreadable, 502 server failed to start, crashed,
// was marked failed by the pool or answered with a JSON-RPC error, 503
// shutting down, 504 connect or call timeout. A tool result with isError
// is not an HTTP error: it is a 200 whose isError member is true.
//
// # Sessions and the registry
//
// The registry files are read on every request, and by Serve every
// Config.RegistryPoll, so changes made with the CLI while serving apply at
// once: the warm sessions of a server removed, disabled or edited are
// closed then (not at the idle timeout). Sessions are shared by requests
// (several calls in flight on one session, more sessions under load, closed
// when idle) and restarted when their server dies; see pkg/pool.
//
// A call timeout closes its session and counts against the tool, not the
// server: after Config.ToolTimeoutBudget timeouts in a row the tool gets
// 504 with Retry-After for Config.ToolRetry (doubling), while the server's
// other tools keep running. Crashes and failed starts count against the
// server; a server marked failed is started again after
// Config.Pool.FailedRetry (DefaultFailedRetry, doubling).
//
// # Safety
//
// A bearer token (Config.Token, at least [MinTokenLength] characters) is
// required on every route, checked in constant time, except GET / and GET
// /assets/... ([PublicRequest]: a web page's files, which hold no data and
// start nothing). Config.NoAuth drops it, only on a loopback address and
// without CORS ([CheckAuth]). Routes that start server processes refuse
// browser requests from another site (Sec-Fetch-Site without Origin).
// Request bodies with a duplicate member name are refused (400 naming its
// JSON pointer), so what is checked is what is used. Bodies are capped
// (Config.MaxBody, 413 beyond; a dataset to check, read as a stream, at
// Config.MaxDatasetBody, 256 MiB by default). CORS is off unless Config.CORSOrigin names
// an origin, which needs the token. [Server.Serve] shuts down gracefully when its ctx ends and
// closes every session, leaving no server process behind. Each request is
// logged as one structured log/slog line (never the Authorization header).
package serve
