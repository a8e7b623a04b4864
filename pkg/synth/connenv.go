package synth

import (
	"regexp"
	"strings"
)

// connLabel matches a connection id drawn from connLabels ("dev-4f2a").
var connLabel = regexp.MustCompile(`^([a-z]+)-[0-9a-f]{4}$`)

// fixConnEnv makes a connection's label fit the database the call works
// in: a production database ("app_production") is reached through a prod
// connection, a dev or test database through a dev one, a staging
// database through staging. A dev connection on a production database
// (or a staging one deleting there) names two places at once.
func (g *Generator) fixConnEnv(obj map[string]any) {
	var db string
	for _, k := range []string{"database", "db", "dbName", "database_name"} {
		if d, ok := obj[k].(string); ok {
			db = strings.ToLower(d)
			break
		}
	}
	want := dbEnv(db)
	if want == "" {
		return
	}
	for k, v := range obj {
		c, ok := v.(string)
		if !ok || !strings.Contains(strings.ToLower(k), "connection") {
			continue
		}
		m := connLabel.FindStringSubmatch(c)
		if m == nil || m[1] == want || !slicesContains(connLabels, m[1]) {
			continue
		}
		obj[k] = want + c[len(m[1]):]
		g.unsure = true // rewritten after its check
	}
}

// dbEnv is the environment a database's name says it belongs to ("prod",
// "dev", "staging"), "" for a name that says none.
func dbEnv(db string) string {
	for _, w := range strings.FieldsFunc(db, func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
		switch w {
		case "prod", "production", "live":
			return "prod"
		case "dev", "development", "test", "testing", "local":
			return "dev"
		case "staging", "stage":
			return "staging"
		}
	}
	return ""
}

// slicesContains tells whether xs holds s.
func slicesContains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}
