// Package registry reads and writes mcpgen's registry of MCP servers: the
// mcp_servers.json files that say how to start or reach each server.
//
// # File format
//
// A registry file is a JSON object whose "servers" member maps a server name
// to an entry:
//
//	{"servers": {
//	  "fs":  {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/data"],
//	          "env": {"LOG_LEVEL": "warn"}, "cwd": "/data", "enabled": true,
//	          "timeout": "30s", "protocolVersion": "2025-06-18"},
//	  "api": {"url": "https://api.example.com/mcp", "transport": "http",
//	          "headers": {"Authorization": "Bearer ${API_TOKEN}"}}}}
//
// Entry members (see [Entry]): command, args, env, cwd (stdio servers); url,
// transport ("stdio", "http" for Streamable HTTP, "sse" for HTTP+SSE) and
// headers (remote servers); enabled (absent means true); timeout, the connect
// timeout as a Go duration string such as "30s" or "1m30s" (a bare JSON
// number is read as milliseconds, the unit Claude Code uses); and
// protocolVersion, the MCP revision to request.
//
// The files of other MCP clients are read as well: a top-level "mcpServers"
// object (Claude Desktop, Cursor, Claude Code's .mcp.json, Windsurf, Cline)
// and VS Code's "servers" object whose entries carry "type". Aliases are
// understood: "type" for transport (with "streamable-http" and
// "streamableHttp" meaning http), Windsurf's "serverUrl" for url, and
// Windsurf's and Cline's "disabled": true (mcpgen writes that member, not
// "enabled", when it disables or enables an entry of an "mcpServers" file,
// since those clients ignore "enabled"). Files may contain // and /* */
// comments and trailing commas (JSONC, as VS Code writes); comments are not
// kept when mcpgen rewrites a file.
//
// # Locations and precedence
//
// Two files are read (see [DefaultLocations]): the project file
// ./mcp_servers.json and the user file mcpgen/mcp_servers.json under
// os.UserConfigDir() ($XDG_CONFIG_HOME or ~/.config on Linux). When both
// define the same name, the project entry wins. A pinned file (mcpgen's
// --config flag or the MCPGEN_CONFIG variable) replaces both.
//
// # Writing
//
// Changes go through [Update]: it takes an exclusive lock on a sidecar file
// (.FILE.lock, via gofrs/flock), reads the file afresh, applies the change and
// writes the result atomically (a temporary file in the same folder, fsync,
// rename, fsync of the folder) with mode 0600, creating the folder with mode
// 0700 when needed. The read-modify-write happens inside the lock, so
// concurrent mcpgen processes never lose an entry. Members mcpgen does not
// know, at the top level and inside entries, are kept on rewrite. A file that
// does not parse is reported with its path and line:column and is never
// overwritten.
//
// # Variables
//
// ${VAR} and ${VAR:-default} are expanded in command, args, env values, cwd,
// url and header values when a server is started ([Expand]), never when an
// entry is saved, so secrets stay out of the file. A variable that is not
// set (and has no default) is an error naming it. ${env:VAR} (Cursor, VS
// Code, Windsurf) and ${env://VAR} (mcphost) are converted to ${VAR} by
// [Import] and are also understood by [Expand]. VS Code's ${input:id} cannot
// be expanded: Import keeps it and reports it, Expand returns an error.
//
// # Starting and showing servers
//
// [Server.Spec] checks and expands an entry and turns it into the
// [mcp.ServerSpec] that pkg/mcp starts or connects to, with caller-wide
// [SpecOverrides]. [RedactValue], [RedactMap] and [RedactURL] hide secrets
// when entries are listed: env and header values that are not a bare ${VAR}
// reference, a URL's password and its query values.
//
// # Names
//
// Server names match ^[A-Za-z0-9_-]{1,64}$ and do not start with '-'
// ([ValidateName]); imported names that break the rule are sanitized.
package registry
