package role

import "strings"

// sourceSense undoes a file path read from the words "source" or
// "destination" alone when nothing around the parameter is about files:
// a feed's source ("e.g. Purina, Cargill"), a nectar source ("clover"),
// a lead's source. A path is kept when the tool or the parameter speaks
// of files, folders, paths, copies or moves, or when an example looks
// like a path.
func (c *ctx) sourceSense(r *Role) {
	if r.Kind != FilePath || !strings.HasPrefix(r.Why, "name token source") && !strings.HasPrefix(r.Why, "name token destination") {
		return
	}
	for _, e := range r.Examples {
		if strings.ContainsAny(e, `/\~`) || strings.Contains(e, ".") && !strings.Contains(e, " ") {
			return
		}
	}
	around := strings.ToLower(c.tool.Name + " " + c.tool.Description + " " + c.d)
	for _, w := range Tokens(around) {
		switch w {
		case "file", "files", "path", "paths", "folder", "folders", "dir", "directory", "directories", "copy", "move",
			"rename", "upload", "download", "disk", "filesystem", "bucket", "object", "objects", "s3", "blob":
			return
		}
	}
	r.Kind, r.Why = Unknown, r.Why+"; nothing around it is about files"
}
