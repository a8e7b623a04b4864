package prompt

// labelNouns are things a number names rather than measures ("port
// 1024", "zoom 3", "level 4", "floor 2"): said as the noun and the
// number, never "a port of 1024", which reads as an amount of ports.
var labelNouns = map[string]bool{"port": true, "zoom": true, "level": true, "floor": true, "room": true, "step": true,
	"version": true, "row": true, "column": true, "line": true, "seat": true, "gate": true, "platform": true,
	"slot": true, "tier": true, "stage": true, "round": true, "channel": true, "track": true, "lane": true,
	"zone": true, "revision": true, "release": true, "chapter": true, "section": true, "verse": true, "episode": true,
	"season": true, "grade": true, "rank": true, "priority": true, "shard": true, "partition": true, "replica": true,
	"node": true, "terminal": true, "station": true, "bay": true, "pin": true, "frame": true, "tab": true}

// labelNumber says number n of a key whose noun names a thing by its
// number ("with port 1024"); ok is false for a noun that measures.
func labelNumber(noun, n string) (string, bool) {
	if !labelNouns[noun] {
		return "", false
	}
	return "with " + noun + " " + n, true
}
