package role

import "strings"

// sourceWords in a parameter's description or its tool's name and
// description say a "code" parameter takes source code to run.
var sourceWords = []string{"script", "snippet", "expression", "source code", "javascript", "typescript", "python", "program",
	"=>", "function body", "evaluate", "execute code", "run code", "code to run", "code to execute", "interpreter", "sandbox",
	"playwright", "eval ", "shell", "bash", "sql", "regex", "lambda"}

// saysSource tells whether text s says code to run: a word of
// sourceWords opens a word of s ("script", "scripts"), never inside
// another ("description", "subscription" and "transcript" hold "script"
// and say nothing of code: a site search described "Text search covers
// description and interpretation" took its site_code as code to run,
// said "contexts running `GIK78`", now "site GIK78"). Words that open on
// no letter ("=>") are found anywhere.
func saysSource(s string) bool {
	for _, w := range sourceWords {
		if isLetter(w[0]) && wordStarts(s, w) || !isLetter(w[0]) && strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// sourceNameTokens in a parameter's name say it takes source code
// whatever its description: a "script", a "source_code", a "snippet".
var sourceNameTokens = []string{"script", "scripts", "snippet", "source", "expression", "expr", "js", "javascript", "python", "jscode"}

// promoWords name a code a shop hands out: a promotion, a coupon, a
// voucher, a referral.
var promoWords = []string{"promo", "promotion", "promotional", "discount", "coupon", "voucher", "referral", "redeem", "gift"}

// authWords name a code an identity provider hands out once.
var authWords = []string{"oauth", "authorization", "authorisation", "auth code", "grant", "redirect", "access token", "pkce"}

// otpWords name a one-time code sent to a person to confirm who they are.
var otpWords = []string{"verification", "verify", "one-time", "otp", "2fa", "two-factor", "sms", "confirmation code", "pin"}

// PromoCodes are promotion codes as shops print them: a short upper-case
// word and a number.
var PromoCodes = []string{"SPRING20", "WELCOME10", "SUMMER15", "FREESHIP", "SAVE25", "HOLIDAY30", "NEWUSER5", "BLACKFRIDAY",
	"VIP20", "FALL10", "THANKS15", "BUNDLE12"}

// AuthCodes are OAuth authorization codes as a redirect hands them
// back: opaque URL-safe tokens.
var AuthCodes = []string{"SplxlOBeZQQYbYS6WxSbIA", "4/0AfJohXk2mPq9vR7tLw3", "ac_9f3Kq2LmZx81", "Qm8vT2xNbWJzR0pW", "c7d1e0a94b2f4e6a", "xYz12AbC34dEf56Gh"}

// OneTimeCodes are six-digit codes as a text message or an
// authenticator app shows them.
var OneTimeCodes = []string{"482913", "130873", "907216", "551408", "268034", "714592", "039187", "826451"}

// codeSense corrects a Code role that only the word "code" or
// "function" in the name gave: a value is source code only when the
// name says a script or the description or the tool says code to run.
// Otherwise a promo or coupon code is a short upper-case token, an
// OAuth authorization code an opaque token, a verification code digits,
// and a "<thing>_slug" a slug.
func (c *ctx) codeSense(r *Role) {
	if r.Kind != Code || c.numeric || len(c.f.Enum) > 0 {
		return
	}
	if c.hasToken(sourceNameTokens...) {
		return
	}
	if len(r.Examples) > 0 {
		// examples show what the code looks like ("WH-MAN-01",
		// "610910"): they are drawn from as they are; examples that are
		// all short tokens, where nothing speaks of code to run, name a
		// thing (a course code "SPA-B1-EVE"), said as one, never as code
		// in backticks
		tool := strings.ToLower(c.tool.Name + " " + c.tool.Description)
		if (tokenExamples(r.Examples) || namedCodeExamples(r.Examples)) && !saysSource(c.d+" "+tool) {
			r.Kind, r.ID = ID, IDPrefixed
			r.Why += "; examples are codes naming a thing, not code to run"
		}
		return
	}
	if c.last == "slug" {
		r.Kind, r.ID = Ident, IDSlug
		r.Why += "; name head slug: a machine name, not code"
		return
	}
	tool := strings.ToLower(c.tool.Name + " " + c.tool.Description)
	name := strings.ToLower(strings.Join(c.ts, " "))
	all := name + " " + c.d + " " + tool
	if len(c.ts) > 1 && c.last == "code" && !containsAny(c.ts[len(c.ts)-2], otpWords...) {
		// a course_code or a port_code names its thing: the tool's
		// words ("listed in the verification registry") say nothing
		// of what kind of code it is
		all = name + " " + c.d
	}
	if saysSource(c.d+" "+tool) && !containsAny(name+" "+c.d, promoWords...) && !containsAny(name+" "+c.d, authWords...) {
		return
	}
	switch {
	case containsAny(all, promoWords...):
		r.Kind, r.Values, r.ValuesFromProse = Enum, PromoCodes, true
		r.Why += "; a promotion code: a short upper-case token"
	case containsAny(all, authWords...):
		r.Kind, r.Values, r.ValuesFromProse = Enum, AuthCodes, true
		r.Why += "; an authorization code: an opaque token"
	case c.last == "function" && containsAny(c.d, "aggregat"):
		r.Kind, r.Values, r.ValuesFromProse = Enum, []string{"sum", "average", "count", "min", "max"}, true
		r.Why += "; an aggregation function: sum, average, count"
	case containsAny(all, otpWords...):
		r.Kind, r.Values, r.ValuesFromProse = Enum, OneTimeCodes, true
		r.Why += "; a one-time verification code: digits"
	default:
		r.Kind, r.ID = ID, IDPrefixed
		r.Why += "; nothing says code to run: a code naming a thing"
	}
}

// tokenExamples reports whether every example is a short token of
// letters, digits and "-", "_", "." or "/" (a code naming a thing:
// "SPA-B1-EVE", "WH-MAN-01"), not a line of source.
func tokenExamples(ex []string) bool {
	for _, e := range ex {
		if len(e) == 0 || len(e) > 24 {
			return false
		}
		for _, r := range e {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.' || r == '/') {
				return false
			}
		}
	}
	return true
}

// namedCodeExamples reports whether every example is a code naming a
// thing followed by the thing's name in words ("VM-02 Holly Farm", a
// monitoring station's code and its farm): a code of letters and digits
// holding a digit, then words of letters only. Such a code is no line of
// source (a quarry's blast station code was
// "window.scrollTo(0, document.body.scrollHeight)").
func namedCodeExamples(ex []string) bool {
	for _, e := range ex {
		fs := strings.Fields(e)
		if len(fs) < 2 || len(e) > 40 || !tokenExamples(fs[:1]) || !strings.ContainsAny(fs[0], "0123456789") {
			return false
		}
		for _, w := range fs[1:] {
			for i := 0; i < len(w); i++ {
				if !isLetter(w[i]) && w[i] != '-' && w[i] != '\'' {
					return false
				}
			}
		}
	}
	return len(ex) > 0
}
