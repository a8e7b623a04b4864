package generate

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/internal/textscan"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// nameDoneAck is prompt.NameDoneAck for pt's name, read past a first
// word that names the server, not an action ("haulr_bookJob",
// "tessera_createLoanAgreement": "Job booked.", "Loan agreement
// created."): a word opening another tool's name of the same server
// is such a prefix.
func (w *worker) nameDoneAck(rng *rand.Rand, pt *prepTool) (result, answer string, ok bool) {
	words := nameWords(pt.t.Name)
	if result, answer, ok = prompt.NameDoneAck(rng, words); ok || len(words) < 3 {
		return result, answer, ok
	}
	for _, o := range w.g.serverTools(pt.t.Server) {
		if ow := nameWords(o.t.Name); o != pt && len(ow) > 1 && ow[0] == words[0] {
			result, answer, ok = prompt.NameDoneAck(rng, words[1:])
			if ok && !saysDone(pt.t.Description, words[1], result) {
				// "browser_file_upload": "file" names the thing, not the
				// act, when the description never says it done ("Upload
				// one or multiple files").
				return "", "", false
			}
			return result, answer, ok
		}
	}
	return "", "", false
}

// saysDone tells whether desc says verb as an act done or doing
// ("Convert an estimate into a booked job" for "book"): result, the
// report NameDoneAck made, ends on verb's past participle.
func saysDone(desc, verb, result string) bool {
	f := strings.Fields(strings.TrimSuffix(result, "."))
	if len(f) == 0 {
		return false
	}
	l := strings.ToLower(desc)
	return textscan.HasWord(l, f[len(f)-1]) || textscan.HasWord(l, strings.TrimSuffix(verb, "e")+"ing")
}

// followAside is followLead when no change of the server is about what
// the read names: the session's earlier turn is another change of the
// server, reported done (DoneAck, else from its name: nothing made up),
// and the read comes next as a request of its own ("OK. One more: show
// me the venues."), the way a person works through a list of tasks.
// Without it the read is called and stopped by the user, which teaches
// a model little of follow-ups. false (rec untouched) when the server
// has no such change whose request says every value in passing.
func (w *worker) followAside(ctx context.Context, rec *dataset.Record, read spec, text string, rng *rand.Rand, index int, b *built) (bool, error) {
	if !readsOnly(read.pt) && !read.pt.t.IsReadOnly() || w.g.superseded(read.pt, w.g.serverTools(read.pt.t.Server)) {
		return false, nil
	}
	// Changes about no value the read names: one about the same thing
	// is followLead's, and one naming another thing of the same kind
	// (another file, repository, address) reads as asking about the
	// wrong one.
	changers := slices.DeleteFunc(slices.Clone(w.siblingTiers(read.pt, read.args)[3]), func(o *prepTool) bool {
		return samePlaceKind(o, read.pt, read.args)
	})
	kindRand(w.g.opts.Seed, hash64(read.pt.key+"#aside"), index).Shuffle(len(changers), func(i, j int) { changers[i], changers[j] = changers[j], changers[i] })
	for k, o := range changers {
		if k == 6 {
			break
		}
		if o.t.IsReadOnly() || endsThings(o) || readName(o) {
			continue
		}
		a, ok := w.synthOne(ctx, o, index, "aside")
		if !ok || len(a) == 0 || !plainArgs(a) || unsets(a) || rehearses(a) {
			continue
		}
		result, answer, ok := prompt.DoneAck(rng, o.bind)
		if !ok {
			result, answer, ok = w.nameDoneAck(rng, o)
		}
		if !ok {
			continue
		}
		textO, _, err := w.request(o, rng, index, a)
		if err != nil {
			return false, err
		}
		if textO == "" {
			continue
		}
		rec.Turns[0].Content = textO
		first := w.specOf(o, rng, a, nil)
		offer(rec, []spec{first})
		return w.finishedExchange(rec, first, read, result, namedDone(answer, first, textO), prompt.FollowUpRequest(rng, text), textO, b)
	}
	return false, nil
}

// placeKinds are the kinds of value that name a thing itself (a file, a
// repository, an address, a person): two calls taking such a value are
// about two such things.
var placeKinds = map[role.Kind]bool{role.FilePath: true, role.DirPath: true, role.FileName: true, role.Repo: true,
	role.RepoName: true, role.RepoOwner: true, role.URL: true, role.Email: true, role.Address: true, role.Street: true,
	role.Person: true, role.Place: true, role.Latitude: true, role.Longitude: true}

// samePlaceKind tells whether o takes a value of a kind (placeKinds)
// that read's args set too: o is then about another thing of that kind.
func samePlaceKind(o, read *prepTool, args map[string]any) bool {
	for _, p := range read.bind.Params() {
		if _, set := args[p.Name]; !set || !placeKinds[p.Role.Kind] {
			continue
		}
		if slices.ContainsFunc(o.bind.Params(), func(q prompt.Param) bool { return q.Role.Kind == p.Role.Kind }) {
			return true
		}
	}
	return false
}

// rehearses tells whether args turn on a flag that makes the call a
// rehearsal (dry_run, preview, validate_only): nothing changes, and a
// report of the change done ("File edited.") would be false.
func rehearses(args map[string]any) bool {
	for k, v := range args {
		if b, ok := v.(bool); ok && b && slices.ContainsFunc(nameWords(k), func(w string) bool {
			return w == "dry" || w == "preview" || w == "validate" || w == "simulate"
		}) {
			return true
		}
	}
	return false
}
