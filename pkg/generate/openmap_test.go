package generate

import (
	"strings"
	"testing"
)

// A required object that declares no members (a CMS entry's "fields")
// stays open, so its call holds fields rather than {} ("with no
// fields"); an optional one and any object with members are closed as
// before.
func TestCloseObjectsKeepsRequiredMapOpen(t *testing.T) {
	src := `{"type":"object","properties":{"contentTypeId":{"type":"string"},"fields":{"type":"object","description":"The fields of the entry"},"metadata":{"type":"object"},"sys":{"type":"object","properties":{"id":{"type":"string"}}}},"required":["contentTypeId","fields","sys"]}`
	out := string(closeObjects([]byte(src)))
	if !strings.Contains(out, `"fields":{"description":"The fields of the entry","type":"object"}`) {
		t.Errorf("required map closed: %s", out)
	}
	if !strings.Contains(out, `"metadata":{"additionalProperties":false,"type":"object"}`) {
		t.Errorf("optional map left open: %s", out)
	}
	if !strings.Contains(out, `"sys":{"additionalProperties":false`) {
		t.Errorf("object with members left open: %s", out)
	}
}

// A name that required lists but properties does not declare is declared
// as any value before the object is closed: closing alone forbade the very
// property the call must carry, and generate skipped the tool as
// unsatisfiable "by additionalProperties false", a keyword the schema did
// not hold.
func TestCloseObjectsDeclaresRequired(t *testing.T) {
	src := `{"type":"object","properties":{"name":{"type":"string"}},"required":["name","owner_id"]}`
	out := string(closeObjects([]byte(src)))
	if !strings.Contains(out, `"owner_id":{}`) || !strings.Contains(out, `"additionalProperties":false`) {
		t.Errorf("closeObjects = %s, want owner_id declared and the object closed", out)
	}
}
