// Package prompt turns a tool call into the words of a person asking for it.
//
// Requests are rendered from Go text/template files (package
// github.com/mcpgen/mcpgen/templates embeds the built-in ones; the files of
// a directory given with --templates take precedence over built-in ones at
// every level, see [Set.For]). See [Load] for the file layout and the
// template format, and [FuncNames] for the helper functions templates may
// call.
//
// A [Set] is the loaded collection of files; [Set.For] resolves which files
// apply to one tool and checks them against its inputSchema (a template that
// names an argument the tool does not have is an error naming the template
// file and line). A [Renderer] renders requests, system prompts, final
// assistant messages and negative (no tool fits) exchanges; it is not safe
// for concurrent use, so make one per goroutine with [Set.NewRenderer].
//
// Rendering is deterministic: every choice (the variant, the wording picked
// by the pick helper, numbers drawn by rand) comes from the *rand.Rand the
// caller passes, so the same seed gives the same text.
package prompt
