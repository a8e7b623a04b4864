package role

import (
	"reflect"
	"testing"
)

// TestTokensMemo: a name split before is not split again (no allocation
// but the caller's own copy), the words are the same as a fresh split's,
// and a caller changing its words changes no later caller's.
func TestTokensMemo(t *testing.T) {
	const name = "PetOwnerFullName_for_Booking"
	want := tokensFresh(name)
	first := Tokens(name)
	if !reflect.DeepEqual(first, want) {
		t.Fatalf("Tokens(%q) = %q, want %q", name, first, want)
	}
	first[0] = "changed"
	if got := Tokens(name); !reflect.DeepEqual(got, want) {
		t.Fatalf("after a caller changed its words, Tokens(%q) = %q, want %q", name, got, want)
	}
	if n := testing.AllocsPerRun(100, func() { _ = Tokens(name) }); n > 1 {
		t.Errorf("Tokens of a name split before made %v allocations, want at most 1 (the caller's copy)", n)
	}
	if got := Tokens("--"); got != nil {
		t.Errorf("Tokens(%q) = %q, want nil", "--", got)
	}
}

// TestSharedTokens: the words of a name split before come without an
// allocation, are Tokens' words, and an append to them makes a new array
// (the memo's slice has no spare capacity that two callers would share).
func TestSharedTokens(t *testing.T) {
	const name = "ReturnWindowDaysForParcel"
	want := Tokens(name)
	got := SharedTokens(name)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("SharedTokens(%q) = %q, want %q", name, got, want)
	}
	if n := testing.AllocsPerRun(100, func() { _ = SharedTokens(name) }); n != 0 {
		t.Errorf("SharedTokens of a name split before made %v allocations, want 0", n)
	}
	// two callers appending to the words of a long name (17 words: a
	// copy of them would have spare capacity) each keep their own word
	const long = "aa_bb_cc_dd_ee_ff_gg_hh_ii_jj_kk_ll_mm_nn_oo_pp_qq"
	_ = Tokens(long)
	a := append(SharedTokens(long), "first")
	b := append(SharedTokens(long), "second")
	if a[len(a)-1] != "first" || b[len(b)-1] != "second" || len(SharedTokens(long)) != 17 {
		t.Errorf("appends to the shared words of %q clobbered each other: %q, %q", long, a[len(a)-1], b[len(b)-1])
	}
	if got := SharedTokens("--"); got != nil {
		t.Errorf("SharedTokens(%q) = %q, want nil", "--", got)
	}
}

// BenchmarkTokens splits the names a value and a phrase ask for, as the
// synthesizer and the renderer do for every record.
//
//	go test -run '^$' -bench Tokens -benchmem ./pkg/role
func BenchmarkTokens(b *testing.B) {
	names := []string{"destinationAddress", "pet_owner_name", "maxResults", "include-archived", "Customer Email", "startDate"}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = Tokens(names[i%len(names)])
	}
}
