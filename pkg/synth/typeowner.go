package synth

import "strings"

// genericTypeOwners are the words before "type" that leave it a type of
// any of the server's things: a resource type, an object type.
var genericTypeOwners = map[string]bool{"resource": true, "resources": true, "entity": true, "entities": true,
	"object": true, "objects": true, "item": true, "items": true, "record": true, "records": true, "thing": true,
	"content": true, "node": true, "target": true, "parent": true, "subject": true}

// typeOfThings tells whether a type parameter's name asks for one of the
// things the server serves (things): a bare "type", a "resourceTypes",
// an "issue_type" whose owner is one of them; not a "taxType", whose
// owner, tax, is no thing of the server and whose values are not its
// objects (Bank, Payroll).
func typeOfThings(name string, things []string) bool {
	ts := tokens(name)
	if len(ts) < 2 {
		return true
	}
	owner := ts[len(ts)-2]
	if genericTypeOwners[owner] {
		return true
	}
	for _, th := range things {
		t := strings.ToLower(th)
		if t == owner || t+"s" == owner || strings.ReplaceAll(t, " ", "") == owner {
			return true
		}
	}
	return false
}
