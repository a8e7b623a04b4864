package dataset

import (
	"fmt"
	"strings"
)

// An EncodingAsk is what a dataset check was told about the argument
// encoding a file should have: asked for by the caller (dataset check
// --args-encoding, the argsEncoding query of POST /api/mcp/dataset/check),
// or recorded by the manifest generate wrote beside the file.
type EncodingAsk struct {
	// Format is the format the file is checked as.
	Format string
	// Asked is the encoding the caller asked for ("" = none), and AskedBy
	// how the caller named it ("--args-encoding", "argsEncoding").
	Asked   Encoding
	AskedBy string
	// Recorded is the encoding the manifest records ("" = none or no
	// manifest), and RecordedIn the manifest's path.
	Recorded   Encoding
	RecordedIn string
}

// CheckEncoding decides the encoding a check expects (CheckOptions.ArgsEncoding)
// and the warning to show the user ("" when none), so that `mcpgen dataset
// check` and the HTTP check route decide alike. An asked encoding is taken
// as asked; when the format's trainer reads the other one
// (RequiredEncoding), the warning says a file that passes will not load
// there. Else a recorded encoding is taken (a file written for a chat
// template may use either on purpose), unless the trainer reads the other
// one: then the file will not load there whatever its manifest says, so it
// is checked by the trainer's rule and the warning says why and what to do.
// Else "" (the format's rule).
func CheckEncoding(a EncodingAsk) (Encoding, string) {
	need, why := RequiredEncoding(a.Format)
	if a.Asked != EncodingDefault {
		if need != EncodingDefault && need != a.Asked {
			return a.Asked, fmt.Sprintf("checking for %s arguments as %s says, but %s needs %s arguments (%s): a file that passes will not load there",
				a.Asked, a.AskedBy, a.Format, need, why)
		}
		return a.Asked, ""
	}
	enc := a.Recorded
	if need != EncodingDefault && enc != EncodingDefault && enc != need {
		return EncodingDefault, fmt.Sprintf("%s says the arguments were written as %ss (--args-encoding %s), but %s needs %s arguments (%s): the file will not load there, so it is checked for %s arguments; generate it again without --args-encoding %s, or with a --format that writes %s arguments (%s)",
			a.RecordedIn, enc, enc, a.Format, need, why, need, enc, enc, strings.Join(FormatsWriting(enc), ", "))
	}
	return enc, ""
}
