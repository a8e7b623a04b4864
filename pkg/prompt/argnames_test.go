package prompt

import "testing"

// Tools below come from hand-written tool files of a new user (a pharmacy,
// a bike share, a podcast host: testdata/nu13) and of a greenhouse and a
// ferry line written to check the same rules on other domains.

// A store's branch id is a place with a code ("branch BR-53"), never a
// second name of the thing looked at ("called "BR-53" called "Advil"").
func TestStoreBranchIsNoName(t *testing.T) {
	cases := []requestCase{
		{"check_stock", "Check whether a medication is in stock at a pharmacy branch.",
			`{"type":"object","properties":{"drug_name":{"type":"string","description":"Generic or brand name, e.g. 'amoxicillin' or 'Advil'"},"branch_id":{"type":"string","description":"Branch code like 'BR-12'"}},"required":["drug_name","branch_id"]}`,
			`{"drug_name":"Advil","branch_id":"BR-53"}`,
			[]string{"branch BR-53", "Advil"}, []string{`"BR-53"`, `called "BR`, `named "BR`, `name "BR`}},
		{"schedule_vaccination", "Book a vaccination appointment at a branch.",
			`{"type":"object","properties":{"vaccine":{"type":"string","enum":["influenza","mmr"]},"branch_id":{"type":"string"}},"required":["vaccine","branch_id"]}`,
			`{"vaccine":"mmr","branch_id":"BR-42"}`,
			[]string{"branch BR-42"}, []string{`"BR-42"`}},
	}
	checkRequests(t, cases, 40, 11)
}

// A number whose key ends in a unit abbreviation is said by what it
// measures with the unit after it ("a dose strength of 200 mg"), never by
// the abbreviation ("with mg 200", "c 18.9 celsius", "m 4.5 meters").
func TestUnitKeySaidByMeasure(t *testing.T) {
	cases := []requestCase{
		{"check_stock", "Check whether a medication is in stock at a pharmacy branch.",
			`{"type":"object","properties":{"drug_name":{"type":"string"},"strength_mg":{"type":"number","exclusiveMinimum":0,"description":"Dose strength in milligrams, e.g. 500"}},"required":["drug_name","strength_mg"]}`,
			`{"drug_name":"Advil","strength_mg":200}`,
			[]string{"200 mg"}, []string{"mg 200", "with mg", "for the mg", "strength mg"}},
		{"set_zone_climate", "Set the target climate for a greenhouse zone.",
			`{"type":"object","properties":{"zone_id":{"type":"string"},"temp_c":{"type":"number","minimum":5,"maximum":40}},"required":["zone_id","temp_c"]}`,
			`{"zone_id":"GH-3A","temp_c":18.5}`,
			[]string{"18.5 °C"}, []string{"c 18.5", "temp c", "for the c"}},
		{"check_sailing", "Check whether a vehicle fits on a sailing from a terminal.",
			`{"type":"object","properties":{"terminal_id":{"type":"string"},"length_m":{"type":"number","description":"Vehicle length in meters"}},"required":["terminal_id","length_m"]}`,
			`{"terminal_id":"TRM-4","length_m":4.5}`,
			[]string{"4.5 meters"}, []string{"m 4.5", "length m", "for the m"}},
	}
	checkRequests(t, cases, 40, 3)
}

// A key of a letter or two says nothing: its value is said in a natural
// slot ("at 387.5", "by name"), never "t 387.5", "387.5 for the t" nor
// "using the name t".
func TestLetterKeyNotSaid(t *testing.T) {
	cases := []requestCase{
		{"add_chapter_marker", "Add chapter",
			`{"type":"object","properties":{"episode_id":{"type":"string"},"t":{"type":"number"},"label":{"type":"string"}},"required":["episode_id","t","label"]}`,
			`{"episode_id":"802971","t":387.5,"label":"Intro"}`,
			[]string{"387.5"}, []string{" t 387", "for the t", "with t "}},
		{"lookup", "lookup",
			`{"type":"object","properties":{"q":{"type":"string"},"t":{"type":"string","enum":["ndc","name","rx"]}},"required":["q","t"]}`,
			`{"q":"Laura Chen","t":"name"}`,
			[]string{"by name"}, []string{"name t", " t?", " t."}},
	}
	checkRequests(t, cases, 40, 11)
}

// A bound on how many things there are is said by its description's
// count ("at least 2 bikes available"), never by the key's adjective
// ("with a available of at least 2").
func TestBoundCountSaidByDescription(t *testing.T) {
	cases := []requestCase{
		{"find_nearby_stations", "Find bike-share docking stations near a location, sorted by walking distance.",
			`{"type":"object","properties":{"latitude":{"type":"number","minimum":-90,"maximum":90},"longitude":{"type":"number","minimum":-180,"maximum":180},"min_available":{"type":"integer","minimum":1,"maximum":20,"description":"Minimum number of bikes available"}},"required":["latitude","longitude","min_available"]}`,
			`{"latitude":52.52,"longitude":13.41,"min_available":2}`,
			[]string{"at least 2 bikes available"}, []string{"a available", "the available"}},
	}
	checkRequests(t, cases, 40, 3)
}

// A "<thing>_type" choice whose description says it types other things
// than the object ("Only count bikes of this type") is said as those
// things ("with classic bikes"), never as a kind of the object ("the
// classic location"); a value that already ends in the object's noun is
// not said twice ("the ebike", never "the ebike bike").
func TestTypeOfOtherThing(t *testing.T) {
	cases := []requestCase{
		{"find_nearby_stations", "Find bike-share docking stations near a location, sorted by walking distance.",
			`{"type":"object","properties":{"latitude":{"type":"number","minimum":-90,"maximum":90},"longitude":{"type":"number","minimum":-180,"maximum":180},"bike_type":{"type":"string","enum":["classic","ebike","cargo"],"description":"Only count bikes of this type"}},"required":["latitude","longitude","bike_type"]}`,
			`{"latitude":38.72,"longitude":-9.12,"bike_type":"classic"}`,
			[]string{"classic bikes"}, []string{"classic location", "classic station"}},
		{"reserve_bike", "Reserve a bike at a station for up to 15 minutes.",
			`{"type":"object","properties":{"station_id":{"type":"string","pattern":"^ST-[0-9]{4}$","description":"Station id such as ST-0412"},"bike_type":{"type":"string","enum":["classic","ebike","cargo"]}},"required":["station_id","bike_type"]}`,
			`{"station_id":"ST-3186","bike_type":"ebike"}`,
			[]string{"ebike"}, []string{"ebike bike"}},
	}
	checkRequests(t, cases, 40, 3)
}

// A "<thing>_slug" is said by the thing it names ("for the show
// tech-talk-daily"), never by its key ("with show slug set to …").
func TestSlugSaidAsItsThing(t *testing.T) {
	cases := []requestCase{
		{"get_download_stats", "Get download counts for a show over a period, grouped by day, week or country.",
			`{"type":"object","properties":{"show_slug":{"type":"string"},"period_days":{"type":"integer","enum":[7,30,90,365]}},"required":["show_slug","period_days"]}`,
			`{"show_slug":"tech-talk-daily","period_days":30}`,
			[]string{"show tech-talk-daily"}, []string{"slug"}},
	}
	checkRequests(t, cases, 40, 11)
}

// A short clipped key ("pax") whose description says what it counts
// ("Number of passengers") is said by those things ("for 4 passengers"),
// never by the key ("pax 4", "4 for the pax").
func TestClippedCountSaidByDescription(t *testing.T) {
	cases := []requestCase{
		{"book_crossing", "Book a crossing for a passenger.",
			`{"type":"object","properties":{"route_code":{"type":"string","pattern":"^R[0-9]{2}$"},"pax":{"type":"integer","minimum":1,"maximum":9,"description":"Number of passengers"}},"required":["route_code","pax"]}`,
			`{"route_code":"R39","pax":4}`,
			[]string{"4 passengers"}, []string{"pax"}},
	}
	checkRequests(t, cases, 40, 11)
}
