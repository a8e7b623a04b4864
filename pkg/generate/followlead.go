package generate

import (
	"context"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// followLead makes rec, an offline follow-up whose tool only reads and
// gives no result to synthesize, the way such a read comes up in a
// conversation: after a change to the same thing. The first request and
// call are of a sibling that changes what read's args name (the same
// issue, repository or space: a parameter of the same name set to the
// same value), its result the sibling's report of the change done
// (DoneAck, else said from its name: nothing made up), the answer, then the read asked as the next
// turn ("Thanks. Now show me issue 12.") and its call, where the record
// ends as an offline record ends at its call. Without it the read is
// called and cancelled by the user, a record that teaches nothing of
// follow-ups. false (rec untouched) when no sibling fits.
func (w *worker) followLead(ctx context.Context, rec *dataset.Record, read spec, text string, rng *rand.Rand, index int, b *built) (bool, error) {
	if !readsOnly(read.pt) && !read.pt.t.IsReadOnly() || w.g.superseded(read.pt, w.g.serverTools(read.pt.t.Server)) {
		// A deprecated read is not what a person is answered with after
		// a change: its record stays one the user cancels.
		return false, nil
	}
	changers := w.siblingTiers(read.pt, read.args)[1] // about the same thing, not only reading
	kindRand(w.g.opts.Seed, hash64(read.pt.key+"#lead"), index).Shuffle(len(changers), func(i, j int) { changers[i], changers[j] = changers[j], changers[i] })
	for k, o := range changers {
		if k == 6 {
			break
		}
		if o.t.IsReadOnly() || endsThings(o) || readName(o) {
			continue
		}
		a, ok := w.synthOne(ctx, o, index, "lead")
		if !ok {
			continue
		}
		if a, ok = sameValues(o, read.pt, read.args, a); !ok || !plainArgs(a) || unsets(a) {
			continue
		}
		if hollowCall(spec{pt: o, args: a}) {
			continue // "Could you update block B?" with nothing to change
		}
		var result, answer string
		if dryRun(a) {
			result, answer, ok = prompt.TrialAck(rng, o.bind) // checked, not done
		} else {
			result, answer, ok = prompt.DoneAckCount(rng, o.bind, actedCount(o, a))
			ok = ok && !prompt.DoneNamesUnset(o.bind, a) // a value the call left alone
		}
		if !ok && !dryRun(a) {
			result, answer, ok = prompt.NameDoneAckCount(rng, nameWords(o.spoken().Name), actedCount(o, a))
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
		answer = namedDone(answer, spec{pt: o, args: a}, textO)
		first := w.specOf(o, rng, a, nil)
		offer(rec, []spec{first})
		// The read names what the change just named: pointed back to
		// ("Thanks. Now pull up that booking under Hansen."), not its id
		// again.
		ids := sharedIDs(read.pt, a, read.args)
		ask := backRefOwner(backRef(w.referBack(read.pt, o, rng, index, a, read.args, text), ids), ids)
		return w.finishedExchange(rec, first, read, result, answer, prompt.AfterDone(rng, ask), textO, b)
	}
	return false, nil
}

// sharedIDs are the ids (idLike) args sets to what first, the arguments
// of the change before, sets under the same name: the thing the change
// just named, which the read after it points back to ("that booking").
func sharedIDs(pt *prepTool, first, args map[string]any) []any {
	var ids []any
	for _, p := range pt.bind.Params() {
		v, ok := args[p.Name].(string)
		if ok && idLike(p) && first[p.Name] == v {
			ids = append(ids, v)
		}
	}
	return ids
}

// sameValues returns a, the arguments drawn for o, with every parameter
// of o that args sets under the same name (a one-line value) set to
// args' value, and the optional ones args does not share left out: o's
// call is then about the thing a call with args is about, said in
// passing before the request the record is for. false when no value
// naming a thing is shared (anchors: a price or a date alone ties a
// payment link to no subscription) or the result does not validate. A
// bare "id" is shared only when o and read act on one
// kind of thing (otherThingsID) and both names say what they act on
// (bothNamed), a field any thing has (fieldOfAny: a name, a term) only
// when both names say that thing (sameThingNamed). An update that would
// be left with ids alone keeps a's other values: its change.
func sameValues(o, read *prepTool, args, a map[string]any) (map[string]any, bool) {
	out, n := map[string]any{}, 0
	for _, p := range o.bind.Params() {
		if v, set := args[p.Name]; set && scalar(v) && !otherThingsID(o, p, read) && (idNoun(p.Name) != "" || bothNamed(o, read)) && (!fieldOfAny(p.Name) || sameThingNamed(o, read)) {
			out[p.Name] = v
			if anchors(p, v) {
				n++
			}
		} else if v, set := a[p.Name]; set && p.Required {
			out[p.Name] = v
		}
	}
	if n == 0 {
		return a, false
	}
	if hollowCall(spec{pt: o, args: out}) {
		// An update left with the id alone changes nothing: it keeps
		// the changes a drew ("update deposit 5 with memo …").
		for _, p := range o.bind.Params() {
			if v, set := a[p.Name]; set && !idLike(p) && p.Type != "boolean" { // a flag (draft) is no change
				out[p.Name] = v
			}
		}
	}
	if r, err := o.schema.ValidateJSON(mustJSON(out)); err != nil || len(r) > 0 {
		return a, false
	}
	return out, true
}

// readName tells whether pt's name opens on a verb that reads (get,
// list, search …): such a tool reads whatever else its name holds
// ("get_merge_request"), and changes nothing to report done.
func readName(pt *prepTool) bool {
	w := nameWords(pt.spoken().Name)
	if len(w) == 0 {
		return false
	}
	switch w[0] {
	case "get", "list", "search", "find", "fetch", "show", "read", "view", "describe", "lookup", "query", "check", "download", "export":
		return true
	}
	return false
}

// plainArgs tells whether a request for args says every value in passing:
// no structure (an object, a list of objects) pasted as JSON, no text of
// several lines. A comment of one or two sentences is said in passing.
func plainArgs(args map[string]any) bool {
	for _, v := range args {
		switch x := v.(type) {
		case map[string]any:
			return false
		case string:
			if strings.ContainsRune(x, '\n') || len(x) > 200 {
				return false
			}
		case []any:
			for _, e := range x {
				if _, ok := e.(map[string]any); ok {
					return false
				}
			}
		}
	}
	return true
}

// unsets tells whether args turn a flag off (starred false, enabled
// false): the call undoes what its name says, and a report of the
// name's action done ("Segment starred.") would contradict it.
func unsets(args map[string]any) bool {
	for _, v := range args {
		if b, ok := v.(bool); ok && !b {
			return true
		}
	}
	return false
}

// anchors tells whether p's value v names a thing two calls can be about:
// an id, a place (a repository, a project), or a name or address, not an
// amount or a day said as text.
func anchors(p prompt.Param, v any) bool {
	if idLike(p) || placeLike(p) {
		return true
	}
	s, ok := v.(string)
	if !ok || isDay(s) {
		return false
	}
	_, err := strconv.ParseFloat(s, 64)
	return err != nil
}

// fieldOfAny tells whether a parameter called name is a field that
// things of every kind have, named by no noun of its own: a name, a
// title, a term, a query. Two tools' parameters of such a name share
// the name, not the meaning: a side effect's term is no patient's name
// to search for.
func fieldOfAny(name string) bool {
	switch strings.ToLower(name) {
	case "name", "title", "term", "query", "q", "text", "keyword", "keywords", "search", "label", "value":
		return true
	}
	return false
}

// sameThingNamed tells whether the names of tools o and other both say
// what they act on (objectWords) and say one kind of thing (sameObject):
// a value of a field any thing has (fieldOfAny) means the same in both.
func sameThingNamed(o, other *prepTool) bool {
	return bothNamed(o, other) && sameObject(o.spoken().Name, "", other.spoken().Name, "")
}

// bothNamed tells whether the names of tools o and other both say what
// they act on (objectWords): a name whose verb is no known one
// (unarchive_document) says no thing, and sameObject then takes it for
// any, so the id of a document would pass for a release's.
func bothNamed(o, other *prepTool) bool {
	return len(objectWords(o.spoken().Name)) > 0 && len(objectWords(other.spoken().Name)) > 0
}
