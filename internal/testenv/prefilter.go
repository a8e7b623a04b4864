package testenv

import (
	"reflect"
	"testing"
)

// SameAsPlain checks a guarded lookup (a regular expression behind a
// cheap word check, kept for speed) against the plain one (the expression
// alone) on each sample: a guard that hides a match, or changes what is
// found, fails the test naming the lookup and the sample. Empty and nil
// results count as the same (no match).
func SameAsPlain[T any](t testing.TB, name string, samples []string, guarded, plain func(string) T) {
	t.Helper()
	for _, s := range samples {
		got, want := guarded(s), plain(s)
		if !sameResult(reflect.ValueOf(got), reflect.ValueOf(want)) {
			t.Errorf("%s(%q) = %v, want %v (what the expression alone finds)", name, s, got, want)
		}
	}
}

// sameResult is reflect.DeepEqual, except that a nil and an empty slice
// are the same result.
func sameResult(a, b reflect.Value) bool {
	if a.Kind() == reflect.Slice && b.Kind() == reflect.Slice && a.Len() == 0 && b.Len() == 0 {
		return true
	}
	return reflect.DeepEqual(a.Interface(), b.Interface())
}
