package role

// wrapperWords end the names of objects that only wrap another's fields
// (label_data, issue_input, create_params): the object named is the word
// before.
var wrapperWords = map[string]bool{"data": true, "input": true, "inputs": true, "params": true, "param": true, "payload": true,
	"body": true, "attributes": true, "attrs": true, "info": true, "details": true, "request": true, "fields": true,
	"props": true, "properties": true, "obj": true, "object": true, "spec": true, "values": true, "args": true}

// parentNoun returns the noun an enclosing object's name names, singular:
// "labels" names a label, "label_data" a label too; "" for a wrapper
// alone.
func parentNoun(parent string) string {
	ts := Tokens(parent)
	for i := len(ts) - 1; i >= 0; i-- {
		if !wrapperWords[ts[i]] || i == 0 && len(ts) == 1 {
			return singular(ts[i])
		}
	}
	return ""
}
