package prompt

import "strings"

// scopeIdent says a name whose key names another kind of thing than the
// one acted on (a namespace, a context, a cluster) with that kind's noun:
// "the auth-service deployment in the default namespace on the dev
// context", never a second and third "called …" after the object's own
// name ("called "auth-service" called "default" called "dev"", which
// says neither which name is which nor what each names). ok is false for
// the object's own name ("name", "title", a key naming the object).
func (st *funcState) scopeIdent(x, hl string) (argWords, bool) {
	hw := strings.Fields(hl)
	if len(hw) != 1 || !plainWord.MatchString(hw[0]) || x == "" || ownNameKeys[hw[0]] {
		return argWords{}, false
	}
	n := hw[0]
	if st.data != nil && (n == objectNoun(st.data.Tool.intent) || strings.Contains(strings.ToLower(st.data.Tool.intent.Object), n)) {
		return argWords{}, false // "namespace" on "create a namespace" is its own name
	}
	v := x
	if strings.ContainsAny(x, " \"'") {
		v = quoteOnce(x)
	}
	ref := "the " + v + " " + n
	prep := "in "
	if viaScopes[n] {
		prep = st.vary("scope-via", "on ", "using ", "in ", "on ") // "via the dev context" is no one's words
	} else if !inScopes[n] {
		prep = st.vary("scope-for", "for ", "in ", "with ")
	}
	text := prep + st.vary("scope-"+n, ref, n+" "+v, ref)
	// what the call goes through is said after where the thing lives
	// ("in the default namespace on the dev context")
	return argWords{text: text, lead: true, noun: n, ref: ref, through: viaScopes[n]}, true
}

// ownNameKeys are keys that name the thing acted on itself.
var ownNameKeys = map[string]bool{"name": true, "title": true, "label": true, "id": true, "slug": true, "handle": true,
	"alias": true, "identifier": true, "key": true}

// inScopes are kinds of thing other things live in ("in the default
// namespace").
var inScopes = map[string]bool{"namespace": true, "cluster": true, "project": true, "folder": true, "directory": true,
	"workspace": true, "region": true, "zone": true, "database": true, "schema": true, "bucket": true, "space": true,
	"team": true, "org": true, "organization": true, "group": true, "channel": true, "container": true, "pod": true,
	"realm": true, "tenant": true, "site": true, "board": true, "list": true, "collection": true, "index": true, "table": true,
	"sheet": true, "worksheet": true, "tab": true}

// viaScopes are kinds of thing a call goes through ("on the dev context").
var viaScopes = map[string]bool{"context": true, "profile": true, "environment": true, "env": true, "account": true,
	"connection": true, "session": true, "server": true, "host": true, "instance": true, "kubeconfig": true}

// nameBeforeScope moves the lead that names the thing acted on ("called
// "auth-service"") before the leads that say where it lives ("in the
// default namespace", "on the dev context"): "uninstall the release
// called "auth-service" in the default namespace", never "… in the
// default namespace called "auth-service"", which names the namespace.
func nameBeforeScope(leads []string) {
	ni, si := -1, -1
	for i, l := range leads {
		if ni < 0 && (strings.HasPrefix(l, "called ") || strings.HasPrefix(l, "named ") || strings.HasPrefix(l, "with the name ")) {
			ni = i
		}
		if si < 0 && scopeLead(l) {
			si = i
		}
	}
	if ni < 0 || si < 0 || ni < si {
		return
	}
	n := leads[ni]
	copy(leads[si+1:ni+1], leads[si:ni])
	leads[si] = n
}

// scopeLead tells whether a lead says where a thing lives or what the
// call goes through by a kind's noun ("in the default namespace", "on
// context dev").
func scopeLead(l string) bool {
	f := strings.Fields(l)
	if len(f) < 2 {
		return false
	}
	switch f[0] {
	case "in", "on", "using", "via", "for", "with":
	default:
		return false
	}
	for _, w := range []string{f[1], f[len(f)-1]} {
		if inScopes[w] || viaScopes[w] {
			return true
		}
	}
	return nounAndID(f[1:])
}

// nounAndID tells whether w is a kind's noun and an id ("guild",
// "9117…"): a lead that names another thing by its id, which a name
// said after it would seem to name ("in guild 9117… named "news"").
func nounAndID(w []string) bool {
	return len(w) == 2 && plainWord.MatchString(w[0]) && !determiners[w[0]] && strings.ContainsAny(w[1], "0123456789")
}
