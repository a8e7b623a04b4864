// Package chattemplate renders tool-calling records in the Hugging Face
// `hf` shape (`messages` + `tools`, OpenAI-style `tool_calls`) through a
// model's own Jinja chat template and proves, piece by piece, that the
// template wrote every tool call name, argument key and value and tool
// result the way the model will read it.
//
// Templates are run with github.com/ardanlabs/jinja (a pure-Go Jinja engine
// for chat templates) and get the variables transformers'
// apply_chat_template passes: messages, tools (omitted when empty, as TRL
// does), add_generation_prompt=false, bos_token, eos_token, plus the
// helpers raise_exception, strftime_now (a fixed clock, for byte-identical
// output) and the tojson filter.
//
// # Verification
//
// [Check] renders a record twice: once as it is (a render error is reported
// with the engine's message) and once with every call name, argument key,
// argument value and tool result replaced by a unique marker such as
// QQK3QQ. A piece counts as rendered only if its marker appears unescaped.
// A marker that appears only after an escaped quote (\"QQK3QQ) means the
// arguments were JSON-encoded twice (a string run through tojson); a marker
// that appears only in single quotes ('QQK3QQ') means a dict was printed as
// a Python repr, which Python's Jinja refuses for `str + dict`; a missing
// marker means the template dropped the piece. Documented template limits
// (Llama 3.x: one call per assistant turn; gpt-oss: only tool_calls[0] of a
// turn) are reported as [StatusLimit], not as defects of the record.
//
// # Engine
//
// Where ardanlabs/jinja v1.8.0 renders differently from Python's jinja2,
// [Parse] rewrites the template source before compiling it, keeping
// [Template.Source] as given: `x | tojson(…)` calls transformers' tojson
// (key order kept, no HTML escaping, Python float repr), `x.items()`
// becomes `(x | items)` (the engine would pick a key named "items"), a
// two-name loop with a filter binds both names in the filter, `is
// iterable` is true for undefined values, a name operand of `+` raises
// for a dict as Python's TypeError does ([ErrDictPlus]; DeepSeek-V3.1 and
// Functionary v3.1 concatenate the arguments, and an empty `{}` would
// otherwise print as JSON), and a "-" with nothing to strip between two
// adjacent tags is dropped. The differences left (`None`
// printing and arithmetic, Markup escaping) are listed with minimal
// reproductions in testdata/engine/README.md; TestPythonParity compares
// every test record's render with Python's.
//
// A macro that calls itself without end (Hermes 3's json_to_python_type on
// a type union with "null") would overflow the Go stack, a fatal error;
// [Parse] adds a depth guard to every macro so the render fails at
// [MaxMacroDepth] nested calls instead, as Python's RecursionError does.
//
// [OneCallPerTurn] tells whether a template holds one call per assistant
// turn; records for it are written with parallel calls one per turn.
//
// [Probe] renders a sample record with arguments as objects and as JSON
// strings, and with content "" and null beside tool_calls, and returns the
// convention the template renders correctly.
//
// The twelve templates in testdata/chat-templates/ (see its README for
// sources and licences) and the measurements in docs/formats.md ("Chat
// templates") are the reference for this package's tests.
package chattemplate
