package role

import (
	"reflect"
	"testing"
)

// An id whose form is written as its parts ("{shelfCode}-{slot}") files
// each part of its example under the part's name: a shelf code is the
// example's first part, not the whole id.
func TestTemplateParts(t *testing.T) {
	t.Parallel()
	into := map[string][]string{}
	toolStatedShapes("Get a bin. Bin ids are `{shelfCode}-{slot}`, a letter marking half slots, e.g. `SH12-04B`.", into, &[]statedSentence{})
	if got := into["shelfcode"]; !reflect.DeepEqual(got, []string{"SH12"}) {
		t.Errorf("shelfcode: %v, want [SH12]", got)
	}
	if got := into["slot"]; !reflect.DeepEqual(got, []string{"04B"}) {
		t.Errorf("slot: %v, want [04B]", got)
	}
}
