package prompt

import "testing"

// TestGenericCodeNotPossessive checks that a code value that replaces the
// description's noun is never made a possessive ("Run
// `window.scrollTo(0, 1)`'s snippet.").
func TestGenericCodeNotPossessive(t *testing.T) {
	cases := []requestCase{
		{"js_run", "Run a Playwright code snippet. Unsafe: executes arbitrary JavaScript.",
			`{"type":"object","properties":{"code":{"type":"string","description":"JavaScript code to run"}},"required":["code"]}`,
			`{"code":"window.scrollTo(0, document.body.scrollHeight)"}`, []string{"window.scrollTo"}, []string{"`'s", "`’s"}},
		{"js_eval", "Run a browser code snippet",
			`{"type":"object","properties":{"script":{"type":"string","description":"Script to execute"}},"required":["script"]}`,
			`{"script":"document.title"}`, []string{"document.title"}, []string{"`'s"}},
	}
	checkRequests(t, cases, 40, 71)
}

// TestGenericMediaReset checks that clearing an emulated media feature is
// asked as turning it off, not as the description's "emulate CSS media
// features, resetting the forced-colors media feature".
func TestGenericMediaReset(t *testing.T) {
	cases := []requestCase{
		{"ui_media", "Emulate CSS media features for the page, for example switch between the light and dark color scheme. Omitted parameters are left unchanged; null clears an override.",
			`{"type":"object","properties":{"forcedColors":{"type":["string","null"],"enum":["active","none",null],"description":"Emulates the forced-colors media feature"}}}`,
			`{"forcedColors":null}`, []string{"forced"}, []string{"css media features", "media feature", "emulate", "simulate"}},
	}
	checkRequests(t, cases, 40, 72)
}
