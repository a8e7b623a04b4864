package prompt

import "testing"

// TestSelectorWords names the element of common CSS selectors in words.
func TestSelectorWords(t *testing.T) {
	for sel, want := range map[string]string{
		`input[name="email"]`: "email field", `input[name="name"]`: "name field", `select[name="size"]`: "size dropdown",
		"#submit": "submit button", "button.primary": "primary button", "#search-input": "search input", "a.nav-link": "nav link",
		`input[type="password"]`: "password field", "select#country": "country dropdown", `nav a[href="/pricing"]`: "pricing link",
		`form#login button[type="submit"]`: "login form's submit button", `button[type="submit"]`: "submit button", ".card:nth-child(2)": "second card",
		"li.result:nth-of-type(3)": "third result", "header": "header", "nav": "menu", "a:hover": "", "div.modal .close": "close button",
		`textarea[name="comment"]`: "comment box", `input[placeholder="Your city"]`: "your city field",
		"#account-menu": "account menu", "#pricing-table": "pricing table", "#cart-summary": "cart summary",
	} {
		if got := selectorWords(sel); got != want {
			t.Errorf("selectorWords(%q) = %q, want %q", sel, got, want)
		}
	}
}
