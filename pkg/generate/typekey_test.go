package generate

import (
	"encoding/json"
	"strings"
	"testing"
)

// An object whose "type" property is documented as the block object's
// type value stays open in the synthesis schema, so the fields can be
// keyed by the block's type ({"paragraph": {…}}); other objects are
// closed.
func TestCloseObjectsKeepsTypeKeyedOpen(t *testing.T) {
	keyed := `{"type":"object","properties":{"block_id":{"type":"string"},"type":{"anyOf":[{"type":"object","description":"The [block object ` + "`type`" + `](ref:block) value with the properties to be updated."},{"type":"string"}]}}}`
	var root map[string]any
	if err := json.Unmarshal(closeObjects([]byte(keyed)), &root); err != nil {
		t.Fatal(err)
	}
	if root["additionalProperties"] != nil {
		t.Errorf("type-keyed object closed: %v", root)
	}
	plain := `{"type":"object","properties":{"block_id":{"type":"string"},"type":{"type":"string"}}}`
	if out := string(closeObjects([]byte(plain))); !strings.Contains(out, `"additionalProperties":false`) {
		t.Errorf("plain object left open: %s", out)
	}
}
