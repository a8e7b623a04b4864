// Package templates embeds mcpgen's built-in prompt templates. They are
// Go text/template files rendered by package
// github.com/mcpgen/mcpgen/pkg/prompt; `mcpgen generate --templates DIR`
// adds the files of DIR, which take precedence over the built-in ones at
// every level.
//
// # Which file applies to a tool
//
//   - "<server>/<tool>.tmpl": one server's tool; <server> is the registry
//     name or the server's MCP serverInfo name (the built-in filesystem
//     templates live in "secure-filesystem-server/").
//   - "<tool>.tmpl": the tool of that name on any server.
//   - "_generic.tmpl" (in a server folder, else at the top): requests for
//     tools without their own file. The built-in one calls {{.Ask PLAN}}:
//     the tool's intent (a real verb and its object, from the description's
//     first clause or the tool name) with each set argument said by its
//     semantic role (package role), in one of several sentence plans.
//   - "_system.tmpl": an optional system prompt (none is built in).
//   - "_final.tmpl": the assistant's answer after a tool result (used when
//     records carry executed results).
//   - "_negative.tmpl": requests no tool fits, answered in plain text.
//     Their order is seeded by the run's tool set (servers differ), and
//     prompt adds near-miss requests from the tools' domain that need a
//     tool the run lacks ("Delete the old logs folder" → "I can't delete
//     files or folders with the tools I have; I can read, list or search
//     them. …").
//
// A tool's own file is the first that exists of: DIR/<server>/<tool>.tmpl,
// DIR/<tool>.tmpl, built-in <server>/<tool>.tmpl, built-in <tool>.tmpl (a
// built-in file naming an argument the tool does not have is passed over).
// Without one, requests come from DIR's _generic.tmpl, else the built-in
// one (server folder before top level in each); _system.tmpl and
// _final.tmpl are found the same way when the tool's own file has no
// "=== system" / "=== final" section. So DIR/read_text_file.tmpl applies to
// the filesystem server's read_text_file although a built-in
// secure-filesystem-server/read_text_file.tmpl exists. Every file of DIR
// is parsed, and every one that applies to a tool of the run is checked
// against the tool's arguments.
//
// "/" in a tool or server name is written "_" in file and folder names
// (serverInfo "mcp-servers/everything" → folder "mcp-servers_everything"). `mcpgen templates
// list` shows which file applies to which tool, and which built-in files
// DIR's files hide.
//
// # File format
//
// A file holds several phrasings ("variants") separated by lines that are
// exactly "---". A line "=== final" or "=== system" starts a section of
// final-message or system-prompt variants in a tool's own file (the section
// before it is "request"). In _negative.tmpl each variant is a request, a
// line ">>>", then the answer. A chunk that renders no text (only comments
// or {{define}} blocks) is not a variant; {{define}} blocks are shared by
// the whole file.
//
// White space in the template text is collapsed to single spaces so that
// actions can be laid out on several lines; {{nl}} writes a line break.
// Each record's variant is chosen by a seeded permutation, so a tool's
// first N records use N different variants; a variant that renders empty
// (for example one wrapped in {{if .Args.head}}) is skipped for that record.
//
// Templates execute on a prompt.Data: .Args.NAME is an argument's value (nil
// when not set; naming an argument the tool does not have is an error that
// names this file and line), .Tool.Name/.Title/.Description/.Label/.Action,
// .Params and .Set (argument lists), .Say (the action with the set
// arguments worked in: "list all files and directories in /tmp/x", "search
// repositories for \"opl\", sorted ascending and 1 result per page"), .Short
// and .Long (ready-made phrases of the set arguments), .Ask PLAN (the whole
// request in sentence plan imperative, question, need, terse, polite,
// context or ask: "Add a comment to issue 43 in acme/api …"), each
// parameter's .Role (see package role), and in final messages .Result (the tool message),
// .IsError, .Structured (the result as JSON when it is a JSON object or
// array — structuredContent included — else nil) and .Text (the result's
// text, unwrapped from a one-member {"content": "..."} object). Helper
// functions (join, joinOr, quote, humanize, value, phrase, has, pick, plural,
// sentence, ...; for final messages describe, summary, text, num, get, count, first,
// more, pluck, excerpt, quoteblock, firstline, date, time, reason, options,
// culprit, find, prefixed, empty, ...) are listed in prompt.FuncNames.
//
// # Final messages
//
// A final answer reports back in words the way an assistant would: the
// facts of the result phrased ("Osaka on 26 May 2019: cloudy, high 25 °C /
// low 16 °C, 29% chance of rain."), long text quoted by its first lines
// (excerpt, quoteblock) or summarized, never the raw output pasted whole;
// an error explained with a next step ("The forecast service only covers
// Amsterdam, Berlin, …; want me to check one of those?"). _final.tmpl does
// this generically for tools without a "=== final" section of their own.
package templates
