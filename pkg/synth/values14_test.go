package synth

import (
	"math"
	"regexp"
	"strings"
	"testing"
)

// A GeoJSON ring (a real geometry server's polygon1: rings of [longitude,
// latitude] pairs whose description says the first and last pair are
// identical) is a closed shape near one place: each pair a longitude and
// a latitude, not two latitudes.
func TestPolygonRingsCloseAroundOnePlace(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"polygon1":{"minItems":1,"type":"array","items":{"minItems":4,"type":"array","items":{"minItems":2,"maxItems":2,"type":"array","items":{"type":"number"},"description":"Coordinate as [longitude, latitude]"},"description":"A closed linear ring: 4+ [longitude, latitude] coordinate pairs where the first and last pair are identical (e.g. [[-77, 38], [-76, 38], [-76, 39], [-77, 39], [-77, 38]])."},"description":"First polygon"}},"required":["polygon1"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 3, Key: "geo", RootObject: true, Topic: "intersect_tool", About: "Find the intersection of two polygons"}) {
		rings := m["polygon1"].([]any)
		ring := rings[0].([]any)
		if len(ring) < 4 {
			t.Fatalf("ring of %d positions", len(ring))
		}
		first, last := ring[0].([]any), ring[len(ring)-1].([]any)
		if first[0] != last[0] || first[1] != last[1] {
			t.Errorf("ring not closed: %v", ring)
		}
		var lngs, lats []float64
		for _, p := range ring {
			pp := p.([]any)
			lng := pp[0].(float64)
			lat := pp[1].(float64)
			lngs, lats = append(lngs, lng), append(lats, lat)
		}
		spread := func(xs []float64) float64 {
			lo, hi := xs[0], xs[0]
			for _, x := range xs {
				lo, hi = math.Min(lo, x), math.Max(hi, x)
			}
			return hi - lo
		}
		if spread(lngs) > 0.5 || spread(lats) > 0.5 {
			t.Errorf("ring spans more than one place: %v", ring)
		}
		if math.Abs(lngs[0]-lats[0]) < 1 {
			t.Errorf("pair %v repeats its latitude as longitude", first)
		}
	}
}

// Codes look like codes: a booking reference (an airline server's pnr) is
// six capital letters and digits, an airport is a real IATA code, and a
// transfer's destination warehouse takes the shape of the source's
// example ("WH-MAN-01"), never a word ("meals").
func TestCodesLookLikeCodes(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"pnr":{"type":"string","description":"6-character booking reference"},"origin":{"type":"string","description":"Departure airport IATA code, e.g. \"LHR\"","pattern":"^[A-Z]{3}$"},"from_warehouse":{"type":"string","description":"Source warehouse code, e.g. \"WH-MAN-01\""},"to_warehouse":{"type":"string","description":"Destination warehouse code, must differ from from_warehouse"}},"required":["pnr","origin","from_warehouse","to_warehouse"]}`
	pnr := regexp.MustCompile(`^[A-Z0-9]{6}$`)
	wh := regexp.MustCompile(`^WH-[A-Z]{3}-[0-9]{2}$`)
	known := map[string]bool{}
	for _, a := range airports {
		known[a] = true
	}
	for _, m := range decodeAll(t, src, 20, Options{Seed: 9, Key: "codes", RootObject: true, Topic: "create_stock_transfer", About: "Move stock between two warehouses"}) {
		p := m["pnr"].(string)
		if !pnr.MatchString(p) || strings.Trim(p, "0123456789") == "" {
			t.Errorf("pnr %q is no booking reference", p)
		}
		if o := m["origin"].(string); !known[o] {
			t.Errorf("origin %q is no known airport", o)
		}
		f, to := m["from_warehouse"].(string), m["to_warehouse"].(string)
		if !wh.MatchString(f) || !wh.MatchString(to) || f == to {
			t.Errorf("warehouses %q → %q: not two codes of the example's shape", f, to)
		}
	}
}

// An assignment's stages come in order: it unlocks, falls due, then
// locks (an LMS server's createAssignment had lockAt before dueAt).
func TestStagesInOrder(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"dueAt":{"type":"string","format":"date-time"},"lockAt":{"type":"string","format":"date-time","description":"After this time no submissions are accepted, even late ones"},"unlockAt":{"type":"string","format":"date-time"}},"required":["dueAt","lockAt","unlockAt"]}`
	for _, m := range decodeAll(t, src, 30, Options{Seed: 4, Key: "stages", RootObject: true, Topic: "createAssignment", About: "Create an assignment in a course"}) {
		u, d, l := m["unlockAt"].(string), m["dueAt"].(string), m["lockAt"].(string)
		if u > d || d > l {
			t.Errorf("unlock %s, due %s, lock %s: out of order", u, d, l)
		}
	}
}

// Numbers have the magnitude of what they measure: a mortgage's property
// price is hundreds of thousands and round, a parcel's height is
// centimetres (not a screen's 768 pixels), a revision is whole.
func TestNumbersOfTheirKind(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"property_price":{"type":"number","exclusiveMinimum":0},"deposit":{"type":"number","minimum":0},"interest_rate":{"type":"number","minimum":0,"maximum":20}},"required":["property_price","deposit","interest_rate"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 2, Key: "mortgage", RootObject: true, Topic: "mortgage_calculator", About: "Estimate monthly repayments. Provide either deposit (GBP) or deposit_percent, not both. Interest rate is annual percentage, e.g. 4.79."}) {
		p := m["property_price"].(float64)
		d := m["deposit"].(float64)
		r := m["interest_rate"].(float64)
		if p < 50000 || math.Mod(p, 500) != 0 {
			t.Errorf("property price %v", p)
		}
		if d < 5000 || d >= p {
			t.Errorf("deposit %v for a price of %v", d, p)
		}
		if r < 0.5 || r > 10 {
			t.Errorf("interest rate %v", r)
		}
	}
	src = `{"type":"object","properties":{"packages":{"type":"array","minItems":1,"items":{"type":"object","properties":{"length":{"type":"number","exclusiveMinimum":0},"width":{"type":"number","exclusiveMinimum":0},"height":{"type":"number","exclusiveMinimum":0},"weight":{"type":"number","exclusiveMinimum":0,"maximum":70,"description":"Actual weight per package; max 70 kg (154 lb)"}},"required":["length","width","height","weight"]}},"revision":{"type":"number","description":"Revision to rollback to (for undo subcommand)"}},"required":["packages","revision"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 2, Key: "parcel", RootObject: true, Topic: "get_rate_quote", About: "Get shipping rates from carriers for one or more parcels"}) {
		for _, p := range m["packages"].([]any) {
			for k, v := range p.(map[string]any) {
				x := v.(float64)
				if k != "weight" && (x < 1 || x > 150) || k == "weight" && x > 30 {
					t.Errorf("parcel %s %v", k, x)
				}
			}
		}
		if r := m["revision"].(float64); r != math.Trunc(r) {
			t.Errorf("revision %v is not whole", r)
		}
	}
}

// Values have the shape their description states, on real servers'
// parameters: an ETag from an upload's PUT response is hex (was a URL),
// base64 file content is encoded bytes (was a file path), a form or
// webhook token has no password symbols, a "Full or outward UK postcode"
// is British (was "82273"), a file path beside a project and a ref is
// relative to the repository (was /Users/...), a GraphQL query/mutation
// is GraphQL (was "postgres vs mysql for analytics"), and an example
// that shows a shape ("recXXXXXXXXXXXXXX") is never copied.
func TestStatedShapes(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
"etag":{"type":"string","description":"The ETag header value from the PUT response when uploading to the presigned URL"},
"file":{"type":"string","description":"Raw base64-encoded file content (no data URL prefix)"},
"webhookToken":{"type":"string"},
"postcode":{"type":"string","description":"Full or outward UK postcode"},
"query":{"type":"string","description":"Custom GraphQL query/mutation. you need to provide the full query / mutation"},
"recordId":{"type":"string","description":"The ID of the existing record (e.g. recXXXXXXXXXXXXXX)"}},
"required":["etag","file","webhookToken","postcode","query","recordId"]}`
	hex := regexp.MustCompile(`^[0-9a-f]{32}$`)
	b64 := regexp.MustCompile(`^[A-Za-z0-9+/]+=*$`)
	tok := regexp.MustCompile(`^[A-Za-z0-9_-]{16,}$`)
	uk := regexp.MustCompile(`^[A-Z]{1,2}[0-9][0-9A-Z]? [0-9][A-Z]{2}$`)
	for _, m := range decodeAll(t, src, 20, Options{Seed: 6, Key: "shapes", RootObject: true, Topic: "finalize_asset_upload", About: "Finish an asset upload"}) {
		if v := m["etag"].(string); !hex.MatchString(v) {
			t.Errorf("etag %q", v)
		}
		if v := m["file"].(string); !b64.MatchString(v) || strings.Contains(v, ".") {
			t.Errorf("base64 content %q", v)
		}
		if v := m["webhookToken"].(string); !tok.MatchString(v) {
			t.Errorf("token %q", v)
		}
		if v := m["postcode"].(string); !uk.MatchString(v) {
			t.Errorf("UK postcode %q", v)
		}
		if v := m["query"].(string); !strings.HasPrefix(v, "query") && !strings.HasPrefix(v, "mutation") {
			t.Errorf("GraphQL %q", v)
		}
		if v := m["recordId"].(string); strings.Contains(v, "XXXX") || !strings.HasPrefix(v, "rec") || len(v) != 17 {
			t.Errorf("record id %q", v)
		}
	}
	src = `{"type":"object","properties":{"project_id":{"type":"string","description":"Project ID or URL-encoded path"},"file_path":{"type":"string","description":"Path to the file or directory"},"ref":{"type":"string","description":"Branch/tag/commit to get contents from"}},"required":["project_id","file_path","ref"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 6, Key: "repo", RootObject: true, Topic: "get_file_contents", About: "Get the contents of a file or directory from a GitLab project"}) {
		if v := m["file_path"].(string); strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") {
			t.Errorf("repository file path %q is absolute", v)
		}
	}
}

// Addresses, phones and conventions follow the scene's country and the
// stated form: a shipment's postal codes are the city's (a Vienna
// recipient's "1060", never a US ZIP), its second address line is a unit
// ("Suite 300", not a second address), a phone "E.164 format, e.g.
// +351912345678" is E.164, env vars "as KEY=VALUE" are pairs, accepted
// extensions are extensions (not file paths), an ORCID iD has ORCID's
// form and check digit, a booking reference with an example keeps its
// shape, and a thermostat's low setting is below its high one.
func TestLocalAndStatedForms(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
"recipient":{"type":"object","properties":{"name":{"type":"string"},"address_line1":{"type":"string"},"address_line2":{"type":"string"},"city":{"type":"string"},"postal_code":{"type":"string"},"country":{"type":"string","description":"ISO 3166-1 alpha-2 country code"},"phone":{"type":"string","description":"E.164 format, e.g. +351912345678"}},"required":["name","address_line1","address_line2","city","postal_code","country","phone"]},
"env":{"type":"array","items":{"type":"string"},"description":"Extra env vars as KEY=VALUE","minItems":1},
"allowedExtensions":{"type":"array","items":{"type":"string"},"description":"Only used with file_upload, e.g. [\"pdf\", \"docx\"]","minItems":1},
"orcid":{"type":"string","pattern":"^[0-9]{4}-[0-9]{4}-[0-9]{4}-[0-9]{3}[0-9X]$","description":"e.g. 0000-0002-1825-0097"},
"booking_reference":{"type":"string","description":"Confirmation code, e.g. \"SS-7F3K9Q\""},
"target_temp_low":{"type":"number"},"target_temp_high":{"type":"number"}},
"required":["recipient","env","allowedExtensions","orcid","booking_reference","target_temp_low","target_temp_high"]}`
	zip := regexp.MustCompile(`^[0-9]{5}$`)
	e164 := regexp.MustCompile(`^\+[1-9][0-9]{7,14}$`)
	orcid := regexp.MustCompile(`^0000-000[1-3]-[0-9]{4}-[0-9]{3}[0-9X]$`)
	for _, m := range decodeAll(t, src, 30, Options{Seed: 8, Key: "local", RootObject: true, Topic: "set_up", About: "Create a shipment and set the thermostat"}) {
		r := m["recipient"].(map[string]any)
		city, pc := r["city"].(string), r["postal_code"].(string)
		if city != "Chicago" && city != "Austin" && city != "Boston" && city != "Seattle" && city != "San Francisco" &&
			city != "Berlin" && city != "Munich" && city != "Madrid" && city != "Barcelona" && city != "Paris" &&
			city != "Milan" && city != "Seoul" && city != "Nairobi" && city != "Lima" && city != "Mexico City" && city != "Istanbul" && zip.MatchString(pc) {
			t.Errorf("postal code %q in %s is a US ZIP", pc, city)
		}
		if l2 := r["address_line2"].(string); strings.Contains(l2, ",") {
			t.Errorf("address line 2 %q is a second address", l2)
		}
		if p := r["phone"].(string); !e164.MatchString(p) {
			t.Errorf("phone %q is not E.164", p)
		}
		for _, e := range m["env"].([]any) {
			if !strings.Contains(e.(string), "=") {
				t.Errorf("env %q is no KEY=VALUE", e)
			}
		}
		for _, e := range m["allowedExtensions"].([]any) {
			if s := e.(string); strings.Contains(s, "/") || len(s) > 5 {
				t.Errorf("extension %q", s)
			}
		}
		if o := m["orcid"].(string); !orcid.MatchString(o) {
			t.Errorf("orcid %q", o)
		}
		if b := m["booking_reference"].(string); !strings.HasPrefix(b, "SS-") {
			t.Errorf("booking reference %q ignores its example", b)
		}
		if lo, hi := m["target_temp_low"].(float64), m["target_temp_high"].(float64); lo > hi {
			t.Errorf("low %v above high %v", lo, hi)
		}
	}
}

// Content parameters hold the content their description names (real
// servers' descriptions): "Markdown content" is Markdown, a "YAML
// manifest" a Kubernetes manifest, a certificate "in PEM format" a PEM
// block, a GitLab project its group/project path (was "default"), and a
// customs declaration's item is goods (was "Flights and two nights of
// hotel for the conference in Sydney").
func TestContentOfItsKind(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{
"markdown":{"type":"string","description":"Markdown content to add to the document."},
"manifest":{"type":"string","description":"YAML manifest to apply"},
"TlsCert":{"type":"string","description":"Contains the full TLS certificate and private for this domain in PEM format: https://en.wikipedia.org/wiki/Privacy-Enhanced_Mail."}},
"required":["markdown","manifest","TlsCert"]}`
	for _, m := range decodeAll(t, src, 10, Options{Seed: 3, Key: "content", RootObject: true, Topic: "add_content_to_doc", About: "Add content to a document"}) {
		if v := m["markdown"].(string); !strings.Contains(v, "#") {
			t.Errorf("markdown %q", v)
		}
		if v := m["manifest"].(string); !strings.HasPrefix(v, "apiVersion:") {
			t.Errorf("manifest %q", v)
		}
		if v := m["TlsCert"].(string); !strings.HasPrefix(v, "-----BEGIN") {
			t.Errorf("PEM %q", v)
		}
	}
	src = `{"type":"object","properties":{"project":{"type":"string"},"job_id":{"type":"integer"}},"required":["project","job_id"]}`
	for _, m := range decodeAll(t, src, 10, Options{Seed: 3, Key: "proj", RootObject: true, Topic: "get_job_log", About: "Fetch the log of a CI job in a pipeline"}) {
		if v := m["project"].(string); !strings.Contains(v, "/") {
			t.Errorf("project %q is no group/project path", v)
		}
	}
	src = `{"type":"object","properties":{"items":{"type":"array","minItems":1,"items":{"type":"object","properties":{"description":{"type":"string"},"quantity":{"type":"integer","minimum":1}},"required":["description","quantity"]}}},"required":["items"]}`
	known := map[string]bool{}
	for _, gd := range goods {
		known[gd] = true
	}
	for _, m := range decodeAll(t, src, 10, Options{Seed: 3, Key: "customs", RootObject: true, Topic: "submit_customs_declaration", About: "Submit a customs declaration for an international shipment"}) {
		for _, it := range m["items"].([]any) {
			if v := it.(map[string]any)["description"].(string); !known[v] {
				t.Errorf("customs item %q is no goods", v)
			}
		}
	}
}

// A reference is one: a payment's (a bank server's "Payment reference
// shown on the recipient's statement") an invoice number or a few words,
// an order's ("Your order/reference number printed on the label", with a
// maxLength that once cut it to "") an order number, never a word.
func TestReferencesAreReferences(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"reference":{"type":"string","maxLength":18,"description":"Payment reference shown on the recipient's statement"}},"required":["reference"]}`
	pay := regexp.MustCompile(`^(INV-[0-9]{4}|(Rent|Invoice|Deposit) [A-Z][a-z]+|Order [0-9]{5})$`)
	for _, m := range decodeAll(t, src, 20, Options{Seed: 4, Key: "payref", RootObject: true, Topic: "make_transfer", About: "Send money from one of the user's accounts to a payee"}) {
		if v := m["reference"].(string); !pay.MatchString(v) {
			t.Errorf("payment reference %q", v)
		}
	}
	src = `{"type":"object","properties":{"reference":{"type":"string","maxLength":35,"description":"Your order/reference number printed on the label"}},"required":["reference"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 4, Key: "ordref", RootObject: true, Topic: "create_shipment", About: "Create a shipment and buy its label"}) {
		if v := m["reference"].(string); !strings.HasPrefix(v, "ORD-") || len(v) < 8 {
			t.Errorf("order reference %q", v)
		}
	}
}

// An id that may be a number or a string (a news server's story id, with
// an 8-digit example) drawn as a number is whole and has the example's
// digits, never 894.89.
func TestNumericIDWhole(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"id":{"type":["number","string"],"description":"Story ID from HN URL (e.g., 38765432 from item?id=38765432)"}},"required":["id"]}`
	nums := 0
	for _, m := range decodeAll(t, src, 30, Options{Seed: 5, Key: "hnid", RootObject: true, Topic: "get_story_details", About: "Get a Hacker News story with its comments."}) {
		if x, ok := m["id"].(float64); ok {
			nums++
			if x != math.Trunc(x) || x < 1e7 || x >= 1e8 {
				t.Errorf("story id %v", x)
			}
		}
	}
	if nums == 0 {
		t.Skip("no numeric id drawn")
	}
}

// A file pushed in a commit is named by its path in the repository even
// when the path sits in an item with no branch beside it (a code host's
// push_files: files[].file_path was /Users/jordan/Documents/...).
func TestCommittedFilesRelative(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"project_id":{"type":"string"},"branch":{"type":"string"},"files":{"type":"array","minItems":1,"items":{"type":"object","properties":{"file_path":{"type":"string","description":"Path where to create the file"},"content":{"type":"string","description":"Content of the file"}},"required":["file_path","content"]}}},"required":["project_id","branch","files"]}`
	for _, m := range decodeAll(t, src, 20, Options{Seed: 7, Key: "push", RootObject: true, Topic: "push_files", About: "Push multiple files to a GitLab project in a single commit"}) {
		for _, f := range m["files"].([]any) {
			if p := f.(map[string]any)["file_path"].(string); strings.HasPrefix(p, "/") || strings.HasPrefix(p, "~") {
				t.Errorf("committed file path %q is absolute", p)
			}
		}
	}
}

// A city's or an airport's three-letter code is a real one, even when the
// description says "3-letter code" without "IATA", and a flight's
// departure and arrival ends (dep/arr, depcity/arrcity) are two places.
func TestTravelCodesAreRealAndApart(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"depcity":{"type":"string","description":"Departure city IATA 3-letter code (e.g. BJS for Beijing)"},"arrcity":{"type":"string","description":"Arrival city IATA 3-letter code (e.g. SHA for Shanghai)"},"depCityCode":{"type":"string","description":"Departure city 3-letter code (e.g. CAN for Guangzhou)"},"dep":{"type":"string","description":"Departure airport IATA 3-letter code (e.g. HFE for Hefei)"},"arr":{"type":"string","description":"Arrival airport IATA 3-letter code (e.g. CAN for Guangzhou)"}},"required":["depcity","arrcity","depCityCode","dep","arr"]}`
	known := map[string]bool{}
	for _, a := range append(append([]string(nil), airports...), cityCodes...) {
		known[a] = true
	}
	for _, m := range decodeAll(t, src, 40, Options{Seed: 4, Key: "travel", RootObject: true, Topic: "searchFlightsByDepArr", About: "Search flights between two cities"}) {
		for _, k := range []string{"depcity", "arrcity", "depCityCode", "dep", "arr"} {
			if v := m[k].(string); !known[v] {
				t.Errorf("%s %q is no known city or airport", k, v)
			}
		}
		if m["depcity"] == m["arrcity"] || m["dep"] == m["arr"] {
			t.Errorf("%v: a flight from a place to itself", m)
		}
	}
}
