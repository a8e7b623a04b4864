package prompt

import "testing"

func TestWeekdayWords(t *testing.T) {
	cases := []struct {
		key  []string
		xs   []string
		list bool
		want string
		ok   bool
	}{
		{[]string{"days"}, []string{"tue", "mon"}, true, "on Mondays and Tuesdays", true},
		{[]string{"days"}, []string{"fri"}, true, "on Fridays", true},
		{[]string{"day", "of", "week"}, []string{"FR"}, false, "on Friday", true},
		{[]string{"weekdays"}, []string{"MONDAY", "sunday"}, true, "on Mondays and Sundays", true},
		{[]string{"status"}, []string{"mon"}, false, "", false}, // "mon" is no day under another key
		{[]string{"days"}, []string{"mon", "soon"}, true, "", false},
		{[]string{"days"}, []string{"mon", "monday"}, true, "", false}, // one day twice: not derivable back
	}
	for _, c := range cases {
		got, ok := weekdayWords(c.key, c.xs, c.list)
		if got != c.want || ok != c.ok {
			t.Errorf("weekdayWords(%v, %v) = %q, %v; want %q, %v", c.key, c.xs, got, ok, c.want, c.ok)
		}
	}
}

func TestLanguageList(t *testing.T) {
	cases := []struct {
		last string
		xs   []string
		want string
	}{
		{"language", []string{"ko"}, "in Korean"},
		{"languages", []string{"zh", "fr"}, "in Chinese and French"},
		{"locale", []string{"pt-BR"}, "in Brazilian Portuguese"},
		{"locale", []string{"de-DE"}, "in German (Germany)"},
		{"locale", []string{"xx-YY"}, ""},
		{"level", []string{"ko"}, ""},
	}
	for _, c := range cases {
		if got, _ := languageList(c.last, c.xs); got != c.want {
			t.Errorf("languageList(%q, %v) = %q; want %q", c.last, c.xs, got, c.want)
		}
	}
}

func TestReasonWordsClauses(t *testing.T) {
	st := &funcState{}
	cases := map[string]string{
		"deal_fell_through":     "because the deal fell through",
		"hoa_denied":            "because the HOA denied it",
		"customer_changed_mind": "because the customer changed their mind",
		"PAYMENT_FAILED":        "because the payment failed",
		"holding_time_exceeded": "because the holding time was exceeded",
		"pms_failure":           "due to PMS failure",
		"cancelled_flight":      "due to a cancelled flight",
		"INDUSTRIAL_ACTION":     "due to industrial action",
		"field_closure":         "due to field closure",
		// a state, not a cause "due to a" can take
		"below_min_brix":  "since it's below min brix",
		"patient_unwell":  "because the patient is unwell",
		"goals_met":       "because the goals were met",
		"COOLING_OFF":     "(reason: cooling off)",
		"patient_request": "due to a patient request",
		"keying_error":    "due to a keying error",
		// a thing refused is said in the passive; a person's state as a clause
		"access_refused":     "because access was refused",
		"card_declined":      "because the card was declined",
		"surveyor_ill":       "because the surveyor is ill",
		"customer_cancelled": "because the customer cancelled",
	}
	for x, want := range cases {
		if got := st.reasonWords(x); got != want {
			t.Errorf("reasonWords(%q) = %q; want %q", x, got, want)
		}
	}
}

func TestLevelCaps(t *testing.T) {
	for x, want := range map[string]string{"c2": "C2", "a1": "A1", "B2": "B2", "d1": "d1", "high": "high"} {
		if got := levelCaps(x); got != want {
			t.Errorf("levelCaps(%q) = %q; want %q", x, got, want)
		}
	}
}
