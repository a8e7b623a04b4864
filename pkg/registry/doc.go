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
// since those clients ignore "enabled"). VS Code's settings.json, whose
// servers are under "mcp": {"servers": ...}, is read and written there.
// Files may contain // and /* */ comments and trailing commas (JSONC, as VS
// Code writes); they are kept when mcpgen rewrites a file.
//
// # Locations and precedence
//
// Two files are read (see [DefaultLocations]): the project file
// ./mcp_servers.json and the user file mcpgen/mcp_servers.json under
// os.UserConfigDir() ($XDG_CONFIG_HOME or ~/.config on Linux). When both
// define the same name, the project entry wins. A pinned file (mcpgen's
// --config flag or the MCPGEN_CONFIG variable) replaces both.
//
// # Trust
//
// A project file comes with the folder it is in, often a repository
// someone else wrote, so its servers run only after the user trusts it
// ([Trust], `mcpgen server trust`): the file's absolute path and SHA-256
// are recorded in mcpgen/trusted_projects.json under os.UserConfigDir()
// ([Locations].Trust). [Locations.Load] marks the servers of a project file
// that is not trusted, or changed since, [Server.Untrusted]; [Server.Spec],
// which every caller that starts a server goes through, refuses them with
// [ErrUntrusted]. [Locations.Update] keeps a trusted project file trusted
// across the user's own edits. The user file and a pinned file are always
// trusted; so is every file given to the package function [Load].
//
// # Writing
//
// Changes go through [Update]: it takes an exclusive lock (gofrs/flock) on a
// lock file under the user cache folder named after the file's absolute
// path ([LockPath]; nothing is left in a project folder), reads the file
// afresh, applies the change and writes the result atomically (a temporary
// file in the same folder, fsync, rename, fsync of the folder), creating the
// folder with mode 0700 when needed. The read-modify-write happens inside
// the lock, so concurrent mcpgen processes never lose an entry. The text is
// edited in place ([File.Encode], with tailscale/hujson): comments, layout
// and every member mcpgen does not change stay byte for byte. An existing
// file keeps its mode (new ones get 0600); a read-only file is refused; a
// symbolic link is written through, and one to a missing file refused. A
// file that does not parse is reported with its path and line:column and is
// never overwritten.
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
// [SpecOverrides]. [RedactValue], [RedactMap], [RedactURL], [RedactArgs]
// and [RedactCommand] hide secrets when entries are listed ([Server.View]):
// env and header values that are not a bare ${VAR} reference, a URL's
// password, user name and query values, and secret command arguments.
//
// # Names
//
// Server names match ^[A-Za-z0-9_-]{1,64}$ and do not start with '-'
// ([ValidateName]); imported names that break the rule are sanitized.
package registry
