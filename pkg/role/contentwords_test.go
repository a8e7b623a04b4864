package role

import (
	"reflect"
	"testing"
)

func TestContentStems(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Record a vaccine given to an animal in the herd.", []string{"vaccin", "animal", "herd"}},
		{"Two bottles arrived broken", []string{"bottl", "arriv", "broken"}},
		{"allergies", []string{"allergy"}},
	} {
		if got := ContentStems(c.text); !reflect.DeepEqual(got, c.want) {
			t.Errorf("ContentStems(%q) = %q, want %q", c.text, got, c.want)
		}
	}
	if !SameStem("vaccin", "vaccination") || SameStem("transfer", "transaction") {
		t.Error("SameStem: want vaccine~vaccination and transfer≁transaction")
	}
}
