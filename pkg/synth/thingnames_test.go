package synth

import (
	"regexp"
	"strings"
	"testing"
)

// A marina's berth booking and a parking permit (tools written for this
// test): a boat is named as boats are, a skipper and an owner are people,
// a licence plate is a plate, a vehicle's make and model agree, a unit is
// a unit and a dock a numbered dock; never a filler word ("standard",
// "residential") nor an office's event title ("Holiday Campaign").
func TestNamesAndPlainValuesOfTheirKind(t *testing.T) {
	t.Parallel()
	bad := regexp.MustCompile(`(?i)^(standard|general|default|residential|visitor|commercial|monthly|disability)$|Campaign|Offsite|Onboarding|Planning`)
	person := regexp.MustCompile(`^[A-Z][a-zà-ÿ']+ [A-Z][A-Za-zà-ÿ' -]+$`)
	src := `{"type":"object","properties":{"boat_name":{"type":"string","description":"Name of the boat"},"skipper_name":{"type":"string","description":"Skipper's full name"},"owner_name":{"type":"string","description":"Name of the boat owner"},"dock":{"type":"string","description":"Fuel dock"}},"required":["boat_name","skipper_name","owner_name","dock"]}`
	for _, m := range decodeAll(t, src, 12, Options{Seed: 5, Key: "marina", RootObject: true, Topic: "book_berth", About: "Reserve a berth at the marina for a visiting boat."}) {
		for _, k := range []string{"boat_name", "skipper_name", "owner_name", "dock"} {
			if v := m[k].(string); bad.MatchString(v) {
				t.Errorf("%s = %q", k, v)
			}
		}
		if v := m["boat_name"].(string); !containsString(boatNames, v) {
			t.Errorf("boat_name = %q, not a boat's name", v)
		}
		for _, k := range []string{"skipper_name", "owner_name"} {
			if v := m[k].(string); !person.MatchString(v) {
				t.Errorf("%s = %q, not a person's name", k, v)
			}
		}
		if v := m["dock"].(string); !strings.HasPrefix(v, "Dock ") {
			t.Errorf("dock = %q", v)
		}
	}
	src = `{"type":"object","properties":{"license_plate":{"type":"string","description":"Vehicle license plate"},"vehicle_make":{"type":"string"},"vehicle_model":{"type":"string"},"apt":{"type":"string","description":"Apartment"}},"required":["license_plate","vehicle_make","vehicle_model","apt"]}`
	plate := regexp.MustCompile(`^[1-9][A-Z]{3}[0-9]{3}$`)
	unit := regexp.MustCompile(`^[0-9]+[A-D]$`)
	for _, m := range decodeAll(t, src, 12, Options{Seed: 5, Key: "permit", RootObject: true, Topic: "register_vehicle", About: "Register a vehicle for a residential parking permit."}) {
		if v := m["license_plate"].(string); !plate.MatchString(v) {
			t.Errorf("license_plate = %q", v)
		}
		if v := m["apt"].(string); !unit.MatchString(v) {
			t.Errorf("apt = %q", v)
		}
		pair := [2]string{m["vehicle_make"].(string), m["vehicle_model"].(string)}
		found := false
		for _, p := range vehicleMakes {
			found = found || p == pair
		}
		if !found {
			t.Errorf("make and model %q do not agree", pair)
		}
	}
}

func containsString(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// A scanner's brand (an organisation to the role) and its model are a
// scanner maker's and one of its models, not an invented company's.
func TestDeviceBrandAndModelAgree(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"scanner_brand":{"type":"string"},"scanner_model":{"type":"string","description":"Intraoral scanner model used"}},"required":["scanner_brand","scanner_model"]}`
	for _, m := range decodeAll(t, src, 12, Options{Seed: 9, Key: "lab", RootObject: true, Topic: "assign_technician", About: "Assign a lab case to a technician."}) {
		pair := [2]string{m["scanner_brand"].(string), m["scanner_model"].(string)}
		found := false
		for _, p := range deviceMakes["scanner"] {
			found = found || p == pair
		}
		if !found {
			t.Errorf("scanner brand and model %q are not a scanner maker's", pair)
		}
	}
}

// An AI search tool's llm_model (a real vector database server's) is a
// language model, not a car's model nor a filler word.
func TestLLMModelIsALanguageModel(t *testing.T) {
	t.Parallel()
	src := `{"type":"object","properties":{"llm_model":{"type":"string"}},"required":["llm_model"]}`
	for _, m := range decodeAll(t, src, 8, Options{Seed: 2, Key: "vec", RootObject: true, Topic: "cascading-search", About: "Search across multiple indexes and rerank the results."}) {
		if v := m["llm_model"].(string); !containsString(aiModels, v) {
			t.Errorf("llm_model = %q", v)
		}
	}
}

// The name a reminder is given (a real task manager's add-reminders,
// whose name says nothing more) reads as a reminder's, not an office's
// event title.
func TestNameComposedFromWhatItNames(t *testing.T) {
	t.Parallel()
	bad := regexp.MustCompile(`Campaign|Offsite|Onboarding|Planning|Redesign|Contracts|Metrics|Launch|Review|Program`)
	src := `{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}`
	for _, m := range decodeAll(t, src, 8, Options{Seed: 4, Key: "rem", RootObject: true, Topic: "add-reminders", About: "Add reminders."}) {
		if v := m["name"].(string); bad.MatchString(v) || !strings.HasSuffix(v, " reminder") {
			t.Errorf("name = %q", v)
		}
	}
}
