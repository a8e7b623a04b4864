package role

// handleThings are nouns of things a program opens and passes back by a
// handle: a "file_handle" or an "upload handle" is an opaque token the
// server issued, not a person's user name.
var handleThings = map[string]bool{"file": true, "files": true, "resource": true, "upload": true, "blob": true, "stream": true,
	"session": true, "document": true, "doc": true, "attachment": true, "object": true, "asset": true, "window": true,
	"process": true, "connection": true, "socket": true, "image": true, "media": true, "dataset": true, "job": true,
	"task": true, "transfer": true, "download": true, "export": true, "report": true, "resume": true, "cv": true}

// thingHandle makes a handle of a thing (a "file_handle", "The file
// handle string from a candidate's fileHandles array", "an opaque
// handle") an opaque id: the token a listing returned, never a person's
// slug. A handle of a person or an account ("artist_handle", "twitter
// handle: @mara.lines") stays a user name.
func (c *ctx) thingHandle(r *Role) {
	if r.Kind != Username || c.last != "handle" && c.last != "handles" || len(r.Examples) > 0 {
		return
	}
	thing := containsAny(c.d, "file handle", "opaque")
	for _, t := range c.ts[:len(c.ts)-1] {
		thing = thing || handleThings[t]
	}
	if !thing {
		return
	}
	r.Kind, r.ID = ID, IDOpaque
	r.Why += "; a handle of a thing: an opaque token the server issued"
}
