package synth

import (
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// scene is the one person, organisation, place and project the values of
// one instance share (an email matches the person's name, owner, repo and
// branch belong together). It is drawn lazily and reset per attempt.
type scene struct {
	first, last string
	handle      string // the person's username
	org, domain string
	orgSlug     string
	city        string
	owner, repo string
}

var (
	orgNames   = []string{"Acme", "Northwind", "Globex", "Initech", "Umbrella Labs", "Stark Industries", "Hooli", "Vandelay Imports", "Wayne Enterprises", "Soylent", "Blue Harbor", "Tidewater Analytics", "Pied Piper", "Cyberdyne", "Oceanic Air", "Kestrel Health"}
	repoNouns  = []string{"api", "web", "billing", "auth", "search", "mobile", "infra", "docs", "dashboard", "payments", "gateway", "scheduler", "notifications", "analytics", "cli", "sdk"}
	repoTails  = []string{"", "", "-service", "-app", "-server", "-client", "-core", "-ui"}
	cityNames  = []string{"Lisbon", "Porto", "Berlin", "Madrid", "Paris", "London", "Amsterdam", "Chicago", "Austin", "Toronto", "Tokyo", "Seoul", "Sydney", "Barcelona", "Dublin", "Copenhagen", "Prague", "Vienna", "Boston", "Seattle", "San Francisco", "Mexico City", "São Paulo", "Cape Town", "Singapore", "Melbourne", "Munich", "Milan", "Oslo", "Montreal"}
	countries  = []string{"Portugal", "Germany", "Spain", "France", "United Kingdom", "Netherlands", "United States", "Canada", "Japan", "South Korea", "Australia", "Ireland", "Denmark", "Brazil", "Mexico", "Italy", "Norway", "Austria"}
	regions    = []string{"California", "Texas", "Bavaria", "Ontario", "Catalonia", "New South Wales", "Lombardy", "Algarve", "Quebec", "Washington"}
	placeNames = []string{"Central Park", "Time Out Market", "the Louvre", "Tate Modern", "Golden Gate Park", "Shibuya Crossing", "Alfama", "Brandenburg Gate", "Sagrada Família", "Union Station"}
	streets    = []string{"Rua Augusta 24", "221B Baker Street", "350 Fifth Avenue", "Unter den Linden 77", "1600 Amphitheatre Parkway", "Calle de Alcalá 42", "10 Downing Street", "Avenida da Liberdade 110", "500 Market Street", "Karl Johans gate 22"}
	tagWords   = []string{"bug", "enhancement", "documentation", "urgent", "backend", "frontend", "needs-review", "good first issue", "performance", "security", "design", "ops", "finance", "travel", "follow-up", "q1-planning"}
	channels   = []string{"general", "random", "eng-backend", "design", "support", "releases", "ops-alerts", "marketing", "team-standup", "announcements"}
	elemDescs  = []string{"Sign in button", "Search box", "Email field", "Submit button", "first search result link", "Accept cookies button", "Password field", "Next page link", "main menu", "Add to cart button", "country dropdown", "close dialog button"}
	inputVals  = []string{"hello world", "Lisbon", "42", "ana.costa@example.com", "Blue", "2026-02-14", "Premium plan", "Portugal", "wireless headphones", "Express shipping"}
	emojis     = []string{"thumbsup", "tada", "eyes", "rocket", "white_check_mark", "heart", "raised_hands", "fire"}
	languages  = []string{"en", "de", "fr", "es", "ja", "pt-BR", "en-US", "zh", "it", "nl"}
	currencies = []string{"USD", "EUR", "GBP", "JPY", "BRL", "CAD", "CHF", "AUD"}
	timezones  = []string{"Europe/Lisbon", "America/New_York", "Europe/Berlin", "Asia/Tokyo", "America/Los_Angeles", "Europe/London", "Australia/Sydney", "America/Sao_Paulo"}
	kvKeys     = []string{"user:%d:session", "cart:%d", "rate_limit:%d", "order:%d:status", "cache:product:%d", "feature_flags", "leaderboard:weekly", "queue:emails"}
	identWords = []string{"daily_report", "user_email_idx", "build-cache", "staging", "weekly_summary", "orders_by_date", "prod-replica", "nightly_backup", "created_at_idx", "customer_segments"}
)

// person returns the scene's person, drawn on first use.
func (g *Generator) person() (first, last string) {
	if g.sc.first == "" {
		g.sc.first, g.sc.last = g.fake.FirstName(), g.fake.LastName()
	}
	return g.sc.first, g.sc.last
}

// org returns the scene's organisation and its domain.
func (g *Generator) org() (name, domain string) {
	if g.sc.org == "" {
		g.sc.org = orgNames[g.rng.Intn(len(orgNames))]
		g.sc.orgSlug = slug(g.sc.org)
		g.sc.domain = strings.ReplaceAll(g.sc.orgSlug, "-", "") + []string{".com", ".io", ".dev", ".co"}[g.rng.Intn(4)]
	}
	return g.sc.org, g.sc.domain
}

// handle returns the scene person's username.
func (g *Generator) handle() string {
	if g.sc.handle == "" {
		first, last := g.person()
		f, l := slug(first), slug(last)
		g.sc.handle = []string{f + "-" + l, f + l[:1], f + strconv.Itoa(g.rng.Intn(100)), f[:1] + l}[g.rng.Intn(4)]
	}
	return g.sc.handle
}

// sceneEmail returns the scene person's email at the organisation.
func (g *Generator) sceneEmail() string {
	first, last := g.person()
	_, dom := g.org()
	f, l := strings.ReplaceAll(slug(first), "-", ""), strings.ReplaceAll(slug(last), "-", "")
	switch g.rng.Intn(3) {
	case 0:
		return f + "." + l + "@" + dom
	case 1:
		return f[:1] + l + "@" + dom
	}
	return f + "@" + dom
}

// project returns the scene's repository owner and name.
func (g *Generator) project() (owner, repo string) {
	if g.sc.repo == "" {
		if g.rng.Intn(2) == 0 {
			g.org()
			g.sc.owner = g.sc.orgSlug
		} else {
			g.sc.owner = g.handle()
		}
		g.sc.repo = repoNouns[g.rng.Intn(len(repoNouns))] + repoTails[g.rng.Intn(len(repoTails))]
	}
	return g.sc.owner, g.sc.repo
}

// city returns the scene's city.
func (g *Generator) city() string {
	if g.sc.city == "" {
		g.sc.city = cityNames[g.rng.Intn(len(cityNames))]
	}
	return g.sc.city
}

// realValue returns a realistic string for the role r of the value h
// names. The caller fits lengths and validates.
func (g *Generator) realValue(r *role.Role, h hint) string {
	if s, ok := g.fromProse(r); ok {
		return s
	}
	if s, ok := g.peopleValue(r); ok {
		return s
	}
	if s, ok := g.codeHostValue(r, h); ok {
		return s
	}
	if s, ok := g.machineValue(r, h); ok {
		return s
	}
	return g.wordsValue(r, h)
}

// fromProse returns a value the description gives: one of the values of
// an enumeration stated in prose, or, some of the time, one of its
// examples (never for free text and code, whose examples illustrate).
func (g *Generator) fromProse(r *role.Role) (string, bool) {
	if r.ValuesFromProse && len(r.Values) > 0 {
		return r.Values[g.rng.Intn(len(r.Values))], true
	}
	if len(r.Examples) == 0 {
		return "", false
	}
	switch r.Kind {
	case role.Text, role.Code, role.SQL, role.Boolean, role.Thought, role.Question, role.Regex, role.URL, role.Title:
		return "", false
	}
	if g.rng.Intn(3) == 0 {
		return r.Examples[g.rng.Intn(len(r.Examples))], true
	}
	return "", false
}

// peopleValue covers people, organisations and places.
func (g *Generator) peopleValue(r *role.Role) (string, bool) {
	f := g.fake
	switch r.Kind {
	case role.Person:
		first, last := g.person()
		return first + " " + last, true
	case role.FirstName:
		first, _ := g.person()
		return first, true
	case role.LastName:
		_, last := g.person()
		return last, true
	case role.Username:
		if r.ID == role.IDOpaque || r.ID == role.IDPrefixed {
			return "U0" + strings.ToUpper(f.LetterN(6)) + strconv.Itoa(100+g.rng.Intn(900)), true
		}
		return g.handle(), true
	case role.Email:
		return g.sceneEmail(), true
	case role.Phone:
		return f.PhoneFormatted(), true
	case role.Organisation:
		name, _ := g.org()
		return name, true
	case role.City:
		return g.city(), true
	case role.Country:
		return countries[g.rng.Intn(len(countries))], true
	case role.Region:
		return regions[g.rng.Intn(len(regions))], true
	case role.Place:
		return placeNames[g.rng.Intn(len(placeNames))], true
	case role.Street:
		return streets[g.rng.Intn(len(streets))], true
	case role.Address:
		if g.rng.Intn(3) == 0 {
			return placeNames[g.rng.Intn(len(placeNames))] + ", " + g.city(), true
		}
		return streets[g.rng.Intn(len(streets))] + ", " + g.city(), true
	case role.Zip:
		return f.Zip(), true
	case role.Latitude:
		return strconv.FormatFloat(f.Latitude(), 'f', 4, 64), true
	case role.Longitude:
		return strconv.FormatFloat(f.Longitude(), 'f', 4, 64), true
	case role.Timezone:
		return timezones[g.rng.Intn(len(timezones))], true
	case role.Currency:
		return currencies[g.rng.Intn(len(currencies))], true
	case role.Language:
		return languages[g.rng.Intn(len(languages))], true
	case role.Money:
		return strconv.FormatFloat(f.Price(1, 500), 'f', 2, 64), true
	}
	return "", false
}

// codeHostValue covers repositories, branches, commits and ids.
func (g *Generator) codeHostValue(r *role.Role, h hint) (string, bool) {
	f := g.fake
	switch r.Kind {
	case role.RepoOwner:
		owner, _ := g.project()
		return owner, true
	case role.RepoName:
		_, repo := g.project()
		return repo, true
	case role.Repo:
		owner, repo := g.project()
		return owner + "/" + repo, true
	case role.Branch:
		return g.branch(h), true
	case role.CommitSHA:
		return f.HexUint128()[2:] + f.HexUint32()[2:], true
	case role.CommitMessage:
		return []string{"Fix", "Add", "Update", "Remove", "Refactor", "Document"}[g.rng.Intn(6)] + " " + workNouns[g.rng.Intn(len(workNouns))] + " " + []string{"handling", "tests", "docs", "config", "validation", "retry logic"}[g.rng.Intn(6)], true
	case role.ID:
		return g.idValue(r), true
	case role.Version:
		return fmt.Sprintf("%d.%d.%d", g.rng.Intn(5), g.rng.Intn(20), g.rng.Intn(10)), true
	case role.Cursor:
		return strings.TrimRight(base64.StdEncoding.EncodeToString([]byte(strconv.FormatInt(g.rng.Int63(), 36))), "="), true
	case role.Channel:
		if r.ID != "" {
			return "C0" + strings.ToUpper(f.LetterN(6)) + strconv.Itoa(100+g.rng.Intn(900)), true
		}
		return "#" + channels[g.rng.Intn(len(channels))], true
	case role.MessageTS:
		return fmt.Sprintf("%d.%06d", 1700000000+g.rng.Int63n(60000000), g.rng.Intn(1000000)), true
	}
	return "", false
}

// branch returns a branch name: main, or a topic branch of the scene.
func (g *Generator) branch(h hint) string {
	r := g.rng
	switch r.Intn(5) {
	case 0:
		if isDest(h.name) || strings.Contains(strings.ToLower(h.name), "base") {
			return "main"
		}
		return []string{"main", "develop"}[r.Intn(2)]
	case 1:
		return fmt.Sprintf("release/v%d.%d", 1+r.Intn(4), r.Intn(10))
	}
	return []string{"feature/", "fix/", "chore/"}[r.Intn(3)] + slug(workNouns[r.Intn(len(workNouns))])
}

// idValue returns an identifier following the role's convention.
func (g *Generator) idValue(r *role.Role) string {
	f, rg := g.fake, g.rng
	switch r.ID {
	case role.IDInteger:
		return strconv.Itoa(1000 + rg.Intn(900000))
	case role.IDIID:
		return strconv.Itoa(1 + rg.Intn(400))
	case role.IDUUID:
		return f.UUID()
	case role.IDSHA:
		return f.HexUint128()[2:] + f.HexUint32()[2:]
	case role.IDSlug:
		return slug(g.noun()) + "-" + slug(g.noun())
	case role.IDPrefixed:
		if len(r.Examples) > 0 {
			return g.likeExample(r.Examples[rg.Intn(len(r.Examples))])
		}
	}
	switch rg.Intn(3) {
	case 0:
		return f.UUID()
	case 1:
		return strconv.Itoa(1000 + rg.Intn(900000))
	}
	return f.LetterN(3) + "_" + strconv.FormatInt(rg.Int63n(1<<40), 36)
}

// likeExample returns a value shaped like ex: its letter prefix kept,
// other digits and letters redrawn in the same case ("HQ-101" → "HQ-427",
// "evt_1a2b3c4d" → "evt_9f0c7d2e").
func (g *Generator) likeExample(ex string) string {
	b := []byte(ex)
	i := 0
	for i < len(b) && (b[i] >= 'a' && b[i] <= 'z' || b[i] >= 'A' && b[i] <= 'Z') {
		i++
	}
	if i == len(b) {
		i = 0
	}
	for ; i < len(b); i++ {
		switch c := b[i]; {
		case c >= '0' && c <= '9':
			b[i] = byte('0' + g.rng.Intn(10))
		case c >= 'a' && c <= 'f':
			b[i] = "0123456789abcdef"[g.rng.Intn(16)]
		case c >= 'a' && c <= 'z':
			b[i] = byte('a' + g.rng.Intn(26))
		case c >= 'A' && c <= 'Z':
			b[i] = byte('A' + g.rng.Intn(26))
		}
	}
	return string(b)
}
