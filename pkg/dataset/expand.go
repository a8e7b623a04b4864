package dataset

// ExpandAssistantTurns returns one record per assistant turn of r, each
// holding r's turns up to and including that assistant turn, in order. It is
// the "expand per assistant turn" shaping of docs/formats.md, trap 3: Mistral
// (with tools) and MLX-LM with --mask-prompt train only the last message, so
// a full chain (call → result → answer) would never train the call itself;
// expanded, the first record ends on the call and the second on the answer.
//
// The records share r's System, Tools, Meta and turn contents (read-only;
// the Turns slices are capped so appending to one never writes into
// another). A record without assistant turns gives nil.
func ExpandAssistantTurns(r *Record) []Record {
	var out []Record
	for i := range r.Turns {
		if r.Turns[i].Role != RoleAssistant {
			continue
		}
		c := *r
		c.Turns = r.Turns[: i+1 : i+1]
		out = append(out, c)
	}
	return out
}
