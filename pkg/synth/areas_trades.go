package synth

import "github.com/mcpgen/mcpgen/pkg/role"

// tradeLexicon holds the words of areas of businesses dealing in goods
// and services (see role's tradeAreaCues): what their staff search for,
// title and write down, so a freight load's note is about the load and a
// wine search names a wine.
var tradeLexicon = map[role.Area]*areaLex{
	"logistics": {
		queries: []string{"{C} to {C2}", "reefer loads out of {C}", "flatbed {C} to {C2}", "loads picking up tomorrow", "{C} outbound",
			"dry van {C} to {C2}", "hazmat loads", "loads delivering to {C}"},
		items: []areaItem{
			{"Frozen poultry, 40,000 lb", "Reefer at -10°F, pickup {C} cold storage, deliver {C2} distribution centre."},
			{"Paper rolls, 22 pallets", "Dry van, floor-loaded, appointment required at the receiver in {C2}."},
			{"Steel coils on flatbed", "Tarps and chains required; shipper in {C} loads 7:00 to 15:00."},
			{"Bottled water, 26 pallets", "Dry van from {C} to {C2}, no touch freight, lumper paid by receiver."},
		},
		notes: []string{"Driver checked in at the shipper, waiting to load.", "Receiver asked for a delivery appointment before 10:00.",
			"Detention started at 14:00; shipper notified.", "Loaded and rolling, ETA tomorrow morning.", "Pallets re-stacked at the dock; no damage.",
			"Carrier sent the signed BOL."},
		tags:   []string{"reefer", "dry van", "flatbed", "expedited", "hazmat", "team driver"},
		faults: []string{"Two pallets crushed on arrival.", "Shrink wrap torn and cartons wet.", "Reefer unit alarm: temperature above setpoint."},
	},
	"beverage": {
		queries: []string{"dry riesling under 30", "Sancerre", "Barolo 2016", "sparkling rosé", "Napa cabernet", "orange wine", "Chablis premier cru",
			"natural wine from the Loire", "Rioja reserva", "prosecco for a party"},
		items: []areaItem{
			{"Riesling Kabinett 2021", "Off-dry Mosel riesling with green apple and slate; great with spicy food."},
			{"Barolo 2016", "Firm tannins, rose and tar; decant for an hour."},
			{"Sancerre 2022", "Crisp sauvignon blanc with citrus and flint."},
			{"Rioja Reserva 2018", "Oak-aged tempranillo with cherry, vanilla and leather."},
		},
		notes: []string{"Two bottles arrived broken from the distributor.", "Recount after the Friday delivery.", "Pulled one bottle for the tasting room.",
			"Corked bottle returned by a customer.", "Case label and bottles don't match; checked with the supplier."},
		tags: []string{"red", "white", "sparkling", "organic", "staff pick", "under 20"},
	},
	"parking": {
		queries: []string{"permits on Elm Street", "unpaid citations", "expired meter", "residential permit zone 4", "towed vehicles this week"},
		items: []areaItem{
			{"Residential permit, zone 4", "Annual permit for one vehicle registered at the address."},
			{"Expired meter citation", "Meter expired 25 minutes before the citation was issued."},
			{"Visitor permit", "Two-week visitor permit for a guest staying at the address."},
		},
		notes: []string{"Meter was broken; photo attached.", "Car sold last month, new vehicle below.", "Sign was covered by a tree branch.",
			"Paid at the kiosk, receipt attached.", "Moved to a new address in the same zone."},
		tags: []string{"residential", "visitor", "commercial", "disability", "monthly"},
	},
	"fieldservice": {
		queries: []string{"water heater", "3/4 ball valve", "furnace filter 16x25", "leaking faucet", "drain cleaning", "thermostat install",
			"jobs in {C} today", "no heat calls"},
		items: []areaItem{
			{"Water heater replacement", "Replace the 50-gallon gas water heater in the basement; haul away the old unit."},
			{"Leaking kitchen faucet", "Faucet drips from the base; customer has the replacement cartridge."},
			{"Annual furnace tune-up", "Clean burners, check the heat exchanger, replace the filter."},
			{"Clogged main drain", "Slow drains on the ground floor; camera inspection if snaking does not clear it."},
		},
		// (notes any trade's visit may carry: a locksmith's or an
		// electrician's job is no plumber's valve)
		notes: []string{"Job done; customer signed off on site.", "Customer will be home after 14:00.", "Dog in the yard, please use the side gate.",
			"Needs a second visit for the part.", "Gate code 4821.", "Old parts left with the customer at their request."},
		tags:   []string{"plumbing", "hvac", "emergency", "maintenance", "install", "warranty"},
		faults: []string{"No hot water since this morning.", "Water pooling under the kitchen sink.", "Furnace blows cold air.", "Toilet keeps running."},
	},
	"events": {
		queries: []string{"concerts this weekend", "jazz in {C}", "comedy night", "sold-out shows", "family events in {C}", "festival passes"},
		items: []areaItem{
			{"Summer Jazz Night", "An evening of live jazz on the terrace, doors at 19:00."},
			{"Stand-up Comedy Showcase", "Five comedians, one night, 18+ only."},
			{"Indie Rock Festival", "Two days, three stages, food trucks on site."},
			{"Symphony in the Park", "The city orchestra plays film scores; bring a blanket."},
		},
		notes: []string{"Customer bought the wrong date.", "Seats moved together at the customer's request.", "Gift for my sister, please send it to her.",
			"Show was rescheduled; customer can't make the new date.", "Charged twice for the same seats."},
		tags: []string{"music", "comedy", "family", "festival", "VIP", "all ages"},
	},
	"insurance": {
		queries: []string{"water damage claims", "open auto claims", "claims over 10000", "{W}", "hail damage {C}", "claims pending inspection"},
		items: []areaItem{
			{"Water damage in the kitchen", "A pipe under the sink burst overnight; the floor and lower cabinets are soaked."},
			{"Rear-end collision", "Hit from behind at a red light; rear bumper and tail light damaged."},
			{"Hail damage to the roof", "Storm last night; several shingles cracked and a gutter dented."},
			{"Stolen bicycle", "Bike taken from a locked garage; police report filed."},
		},
		notes: []string{"Photos and repair estimate received.", "Adjuster visit booked for Thursday.", "Waiting on the police report.",
			"Policyholder sent two contractor quotes.", "Damage predates the policy start date."},
		tags: []string{"auto", "home", "water damage", "theft", "storm", "total loss"},
	},
	"automotive": {
		queries: []string{"SUV in {C}", "automatic compact", "7-seat minivan", "electric cars", "convertible for the weekend", "pickup truck"},
		items: []areaItem{
			{"Toyota RAV4 Hybrid", "Compact SUV, automatic, seats five, two large bags."},
			{"VW Golf", "Manual hatchback, good on fuel, seats five."},
			{"Chrysler Pacifica", "Seven-seat minivan with sliding doors."},
			{"Tesla Model 3", "Electric sedan, about 450 km of range."},
		},
		notes: []string{"Small scratch on the rear bumper, noted at pickup.", "Returned with a full tank.", "Customer needs a child seat.",
			"Flight delayed, picking up around 22:00.", "Returned 40 minutes late."},
		tags:   []string{"SUV", "compact", "electric", "minivan", "automatic", "one-way"},
		faults: []string{"Tyre pressure warning on the dash.", "Scratch along the passenger door.", "Check engine light came on."},
	},
	"gym": {
		queries: []string{"yoga tomorrow morning", "spin classes", "pilates beginners", "HIIT this week", "{W}", "evening classes"},
		items: []areaItem{
			{"Vinyasa Flow", "60-minute flowing yoga class for all levels."},
			{"Spin 45", "High-energy indoor cycling with intervals."},
			{"Pilates Mat Basics", "Core strength and posture, beginner friendly."},
			{"HIIT Express", "30 minutes of circuits; bring water."},
		},
		notes: []string{"Travelling for work for a month.", "Recovering from a knee injury.", "Member asked for a front-row bike.",
			"First class, please show them around.", "Moving out of the area."},
		tags: []string{"yoga", "spin", "pilates", "strength", "beginner", "morning"},
	},
}

func init() {
	for a, lx := range tradeLexicon {
		if _, ok := areaLexicon[a]; !ok {
			areaLexicon[a] = lx
		}
	}
}
