package prompt

import (
	"strconv"
	"sync"
	"testing"
)

// TestMemoAnswersAsComputed checks that remembered answers are the
// function's own, asked once or many times, from several goroutines.
func TestMemoAnswersAsComputed(t *testing.T) {
	var m textMemo[string]
	calls := 0
	var mu sync.Mutex
	f := func(s string) string {
		mu.Lock()
		calls++
		mu.Unlock()
		return s + "!"
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 100; i++ {
				k := strconv.Itoa(i % 10)
				if got := m.get(k, f); got != k+"!" {
					t.Errorf("get(%q) = %q", k, got)
				}
			}
		}()
	}
	wg.Wait()
	if calls < 10 || calls > 40 {
		t.Errorf("f ran %d times for 10 keys asked 400 times", calls)
	}
}

// TestMemoCap checks that a memo stops remembering at memoCap and still
// answers.
func TestMemoCap(t *testing.T) {
	var m textMemo[int]
	for i := 0; i < memoCap+10; i++ {
		if got := m.get(strconv.Itoa(i), func(string) int { return i }); got != i {
			t.Fatalf("get(%d) = %d", i, got)
		}
	}
	if len(m.m) != memoCap {
		t.Errorf("memo holds %d answers, want %d", len(m.m), memoCap)
	}
}

// TestMemoRegexpMatches checks signedDesc's remembered answers against
// the pattern's on real descriptions, and ownCurrency against
// textCurrency.
func TestMemoRegexpMatches(t *testing.T) {
	for _, c := range []struct {
		desc           string
		signed         bool
		currency, sign string
	}{
		{"Bottles to add (positive) or remove (negative)", true, "", ""},
		{"Signed change in reams", true, "", ""},
		{"Price per copy in EUR", false, "€", "€"},
		{"Linehaul rate, USD, flat.", false, "$", "$"},
		{"Number of guests", false, "", ""},
	} {
		for i := 0; i < 2; i++ { // computed, then remembered
			if got := signedDesc.MatchString(c.desc); got != c.signed || got != signedDesc.Regexp.MatchString(c.desc) {
				t.Errorf("signedDesc.MatchString(%q) = %v, want %v", c.desc, got, c.signed)
			}
			if got := ownCurrency(Param{Description: c.desc}); got != c.sign || got != textCurrency(c.desc) {
				t.Errorf("ownCurrency(%q) = %q, want %q", c.desc, got, c.sign)
			}
		}
	}
}

// TestEnumValuesRemembered checks that enumValues reads a schema's
// string enum members the same way every time.
func TestEnumValuesRemembered(t *testing.T) {
	p := Param{schema: []byte(`{"type":"string","enum":["sms","email",3]}`)}
	for i := 0; i < 2; i++ {
		if got := enumValues(p); len(got) != 2 || got[0] != "sms" || got[1] != "email" {
			t.Errorf("enumValues = %q", got)
		}
	}
	if got := enumValues(Param{}); got != nil {
		t.Errorf("enumValues of no schema = %q", got)
	}
}
