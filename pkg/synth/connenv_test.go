package synth

import (
	"strings"
	"testing"
)

// A connection's label fits the database the call works in: a database
// named for production is reached through a prod connection, never a dev,
// local or staging one.
func TestConnectionFitsDatabase(t *testing.T) {
	schema := `{"type":"object","properties":{"connectionId":{"type":"string","description":"The connection to run the operation against."},"database":{"type":"string","enum":["app_production","orders_dev"]}},"required":["connectionId","database"]}`
	seen := map[string]bool{}
	for _, m := range decodeAll(t, schema, 80, Options{Seed: 9, RootObject: true, Topic: "drop-database"}) {
		c, _ := m["connectionId"].(string)
		db, _ := m["database"].(string)
		label := strings.SplitN(c, "-", 2)[0]
		seen[label] = true
		if db == "app_production" && label != "prod" || db == "orders_dev" && label != "dev" {
			t.Errorf("%v: connection %s on database %s", m, c, db)
		}
	}
	if len(seen) == 0 {
		t.Error("no connection drawn")
	}
}
