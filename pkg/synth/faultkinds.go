package synth

// A fault report says what is wrong in the way the broken thing can go
// wrong: a machine grinds or will not switch on, a room's door does not
// lock, a car pulls to one side, a boat takes on water, a shelf wobbles,
// a form is torn, a delivery arrives crushed or short. One template for all things gave "The room makes a
// grinding noise when in use."

// thingKinds file nouns by the kind of thing they name; a noun filed
// nowhere is a machine or appliance (faultNotes).
var thingKinds = map[string]string{
	"room": "room", "bathroom": "room", "bedroom": "room", "kitchen": "room", "office": "room", "classroom": "room",
	"studio": "room", "suite": "room", "cabin": "room", "ward": "room", "hall": "room", "toilet": "room", "restroom": "room",
	"apartment": "room", "flat": "room", "lab": "room", "laboratory": "room", "lounge": "room", "unit": "room", "venue": "room",
	"car": "vehicle", "van": "vehicle", "truck": "vehicle", "lorry": "vehicle", "bus": "vehicle", "coach": "vehicle",
	"vehicle": "vehicle", "bike": "vehicle", "bicycle": "vehicle", "ebike": "vehicle", "scooter": "vehicle", "motorbike": "vehicle",
	"motorcycle": "vehicle", "tractor": "vehicle", "trailer": "vehicle", "taxi": "vehicle", "forklift": "vehicle",
	"boat": "vessel", "ferry": "vessel", "vessel": "vessel", "ship": "vessel", "yacht": "vessel", "kayak": "vessel", "canoe": "vessel",
	"panel": "fixture", "window": "fixture", "door": "fixture", "wall": "fixture", "fence": "fixture", "gate": "fixture",
	"sign": "fixture", "shelf": "fixture", "table": "fixture", "chair": "fixture", "bench": "fixture", "desk": "fixture",
	"bed": "fixture", "cabinet": "fixture", "locker": "fixture", "mirror": "fixture", "floor": "fixture", "roof": "fixture",
	"railing": "fixture", "seat": "fixture", "tent": "fixture", "stage": "fixture", "barrier": "fixture", "bin": "fixture",
	"container": "fixture", "crate": "fixture", "pallet": "fixture",
	"document": "document", "book": "document", "form": "document", "certificate": "document", "permit": "document",
	"passport": "document", "manual": "document", "letter": "document", "ticket": "document", "label": "document",
	"map": "document", "poster": "document", "card": "document", "record": "document",
	"delivery": "consignment", "shipment": "consignment", "order": "consignment", "parcel": "consignment", "package": "consignment",
	"consignment": "consignment", "load": "consignment",
}

// kindFaults are the faults of each kind of thing in thingKinds; {T} is
// the thing.
var kindFaults = map[string][]string{
	"room": {"The {T} door doesn't lock and the mirror is cracked.", "Ceiling light in the {T} flickers and one socket is dead.",
		"Damp patch on the {T} wall under the window.", "The {T} window won't close properly; it's draughty.",
		"Tap in the {T} keeps dripping.", "Heating in the {T} doesn't come on.", "Found the {T} like this at the start of my shift, photo attached."},
	"vehicle": {"The {T}'s brakes squeal and feel soft.", "Flat front tyre on the {T}.", "Scrape along the side of the {T}; it still runs fine.",
		"The {T} won't start this morning.", "Front light on the {T} is out.", "Found the {T} like this at the start of my shift, photo attached."},
	"vessel": {"The {T}'s engine overheats after twenty minutes.", "Small leak near the stern of the {T}; pumped out this morning.",
		"Scrape along the hull of the {T} after docking.", "Bilge alarm on the {T} keeps going off.", "Found the {T} like this at the start of my shift, photo attached."},
	"fixture": {"The {T} is cracked across one corner.", "The {T} is loose and wobbles when touched.",
		"Paint on the {T} is peeling and there's a dent near the bottom.", "Water got into the {T}; the bottom is swollen.",
		"A fixing on the {T} has come off; it's held by one screw.", "Found the {T} like this at the start of my shift, photo attached."},
	"consignment": {"Two trays in the {T} arrived crushed; the rest was fine.", "The {T} came two hours late and one box was missing.",
		"Half the {T} was packed upside down and got damaged.", "The {T} arrived open; some items were missing.",
		"Wrong items in the {T}; we got someone else's order."},
	"document": {"The {T} is torn down the middle and the stamp is unreadable.", "Coffee spilled on the {T}; some lines can't be read.",
		"The {T} has the wrong date printed on it.", "The {T} is missing its last page.", "The {T} got wet and the ink has run."},
}

// faultNotesOf returns the faults that fit the thing named w: its kind's
// (thingKinds), else a machine's.
func faultNotesOf(w string) []string {
	if k := thingKinds[singular(w)]; k != "" {
		return kindFaults[k]
	}
	return faultNotes
}
