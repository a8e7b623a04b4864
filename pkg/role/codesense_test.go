package role

import (
	"encoding/json"
	"strings"
	"testing"
)

// A parameter named "code" takes source code only when its name or its
// description says code to run: a promo code is a short upper-case
// token, an OAuth code an opaque token, a verification code digits, a
// function slug a slug; a script and a Playwright function stay code.
func TestCodeSense(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		tool, desc, name, schema string
		want                     Kind
		first                    string
	}{
		{"apply_promo", "Apply a promotional discount to a shopping cart.", "promo_code", `{"type":"string","description":"The promo code the customer entered at checkout"}`, Enum, "SPRING20"},
		{"redeem_voucher", "Redeem a gift voucher.", "voucher_code", `{"type":"string"}`, Enum, "SPRING20"},
		{"exchange_token", "Exchange an OAuth authorization code for an access token.", "code", `{"type":"string","description":"The authorization code returned to the redirect URI"}`, Enum, "SplxlOBeZQQYbYS6WxSbIA"},
		{"confirm_login", "Confirm a sign-in.", "code", `{"type":"string","description":"The code sent to the user by SMS"}`, Enum, "482913"},
		{"invoke_function", "Invoke a deployed serverless function.", "function_slug", `{"type":"string","description":"Slug of the function"}`, Ident, ""},
		{"run_script", "Evaluate a JavaScript snippet in the page.", "script", `{"type":"string","description":"JavaScript code to run"}`, Code, ""},
		{"browser_run_code", "Run Playwright code", "code", `{"type":"string","description":"A JavaScript function containing Playwright code to execute."}`, Code, ""},
		{"browser_evaluate", "Evaluate JavaScript expression on page", "function", `{"type":"string","description":"() => { /* code */ }"}`, Code, ""},
	} {
		r := Classify(ToolContext{Name: tc.tool, Description: tc.desc}, ParamContext{Name: tc.name, Path: "/" + tc.name, Schema: json.RawMessage(tc.schema)})
		if r.Kind != tc.want {
			t.Errorf("%s.%s: kind %s (%s), want %s", tc.tool, tc.name, r.Kind, r.Why, tc.want)
		}
		if tc.first != "" && (len(r.Values) == 0 || r.Values[0] != tc.first) {
			t.Errorf("%s.%s: values %v, want %s first", tc.tool, tc.name, r.Values, tc.first)
		}
		for _, v := range r.Values {
			if strings.ContainsAny(v, "(){};") {
				t.Errorf("%s.%s: value %q is code", tc.tool, tc.name, v)
			}
		}
	}
}
