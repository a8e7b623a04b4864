package role

import (
	"strconv"
	"strings"
)

// An Area names what a server's tools are about as a whole ("biomed",
// "travel", "music"), read once from the server's name, its tools' names
// and descriptions and its enum values. Free text and searches a tool
// takes without saying more (a query, a title, a note) are drawn from the
// domain's words, so a literature search gets a question about a disease
// and a recipe tool a dish, not a programming question. "" is no domain:
// the words do not point to one clearly.
type Area string

// areaCues are, per domain, the whole words (and two-word phrases) that
// point to it, each with a weight: 5 names the domain outright (a product,
// a term only it uses), 1 leans towards it. Words are singular and lower
// case; a text's plural ("recipes") matches its singular.
var areaCues = []struct {
	dom  Area
	cues string
}{
	{"biomed", "pubmed:5 medline:5 pmid:5 biomedical:5 ncbi:5 biorxiv:5 medrxiv:5 pmc:4 gene:3 protein:3 genomic:3 disease:2 mesh:2 clinical:2 drug:2 trial:1 abstract:1 journal:1"},
	{"academic", "arxiv:5 openalex:5 crossref:5 scholarly:4 academic:4 scholar:3 paper:3 preprint:3 doi:3 thesis:3 citation:2 publication:2 journal:1 author:1 conference:1 research:1"},
	{"law", "legal:4 court:4 statute:4 lawsuit:4 attorney:4 lawyer:4 litigation:4 docket:4 jurisdiction:4 courtlistener:5 law:3 clause:3 judge:3 ruling:3 patent:3 regulation:2 contract:2 case:1 compliance:1"},
	{"finance", "ticker:5 nasdaq:5 nyse:5 quickbooks:5 xero:5 stocks:4 dividend:4 etf:4 accounting:4 bookkeeping:4 bitcoin:4 portfolio:3 equity:3 earnings:3 forex:3 ledger:3 crypto:3 expense:2 fiscal:2 tax:2 market:1 budget:1 filing:1"},
	{"payments", "stripe:5 paypal:5 payout:4 payment:3 refund:2 charge:2 billing:2 invoice:2 subscription:1 checkout:1 card:1"},
	{"banking", "banking:5 iban:5 plaid:5 bank:4 overdraft:4 deposit:3 withdrawal:3 loan:3 transaction:2 transfer:2 mortgage:1"},
	{"ecommerce", "shopify:5 woocommerce:5 ecommerce:5 storefront:4 sku:4 fulfillment:4 merchant:3 cart:3 inventory:3 catalog:3 product:2 shipping:2 variant:2 store:2 discount:2 order:1"},
	{"travel", "flight:5 iata:5 amadeus:5 airbnb:5 airport:4 airline:4 hotel:4 itinerary:4 passenger:4 layover:4 travel:4 trip:3 departure:3 arrival:2 booking:2 reservation:2 destination:2"},
	{"weather", "weather:5 forecast:4 precipitation:4 humidity:4 meteo:4 temperature:3 wind:3 storm:3 rain:2 uv:2 climate:1"},
	{"maps", "geocode:5 geocoding:5 openstreetmap:5 poi:4 osm:4 latitude:3 longitude:3 direction:3 nearby:3 elevation:3 map:2 place:2 route:2 distance:2 address:1"},
	{"music", "spotify:5 music:5 lyrics:5 song:4 album:4 artist:2 playlist:4 track:3 playback:3 band:2 genre:2 listen:2"},
	{"video", "youtube:5 netflix:5 twitch:5 tmdb:5 imdb:5 video:4 movie:4 film:4 tv:3 episode:3 streaming:3 subtitle:3 series:2 stream:2 watch:2 transcript:1"},
	{"news", "news:5 headline:5 newsapi:5 publisher:3 journalist:3 rss:3 breaking:3 press:2 article:1"},
	{"food", "recipe:5 ingredient:5 cuisine:5 meal:4 cooking:4 nutrition:4 calorie:4 dish:3 diet:3 food:3 grocery:3 restaurant:2 menu:2 vegan:2 vegetarian:2"},
	{"hr", "payroll:5 pto:5 hris:5 bamboohr:5 employee:4 salary:4 headcount:4 timesheet:4 benefit:3 workday:3 leave:2 department:2 onboarding:1"},
	{"recruiting", "candidate:5 applicant:5 recruiting:5 recruiter:5 resume:4 requisition:4 greenhouse:2 hiring:4 interview:3 job:2 offer:1 opening:1"},
	{"crm", "crm:5 salesforce:5 hubspot:5 soql:5 opportunity:4 prospect:4 lead:3 deal:3 contact:2 account:1 pipeline:1 quote:1"},
	{"marketing", "mailchimp:5 campaign:4 newsletter:4 sendgrid:4 seo:4 subscriber:3 audience:3 segment:2 promotion:2 keyword:1"},
	{"support", "zendesk:5 freshdesk:5 helpdesk:5 intercom:4 ticket:4 requester:4 sla:3 escalation:3"},
	{"projects", "asana:5 trello:5 clickup:5 jira:4 backlog:4 kanban:4 sprint:3 milestone:3 epic:3 linear:2 task:2 board:2 assignee:2 project:1"},
	{"software", "github:5 gitlab:5 bitbucket:5 repository:4 commit:4 git:4 npm:4 branch:3 code:2 bug:2 merge:2 package:1 issue:1 api:1"},
	{"devops", "kubernetes:5 k8s:5 docker:5 helm:5 terraform:5 ec2:5 pod:4 container:3 deployment:3 cluster:3 aws:3 vm:3 lambda:2 namespace:2 instance:1"},
	{"database", "postgres:5 postgresql:5 mysql:5 mongodb:5 redis:5 sqlite:5 sql:4 database:4 table:2 schema:2 index:2 row:2 column:2 collection:1 query:1"},
	{"observability", "datadog:5 grafana:5 prometheus:5 sentry:5 pagerduty:5 incident:4 metric:3 trace:3 monitor:3 uptime:3 alert:2 log:2 error:1 dashboard:1"},
	{"design", "figma:5 mockup:4 design:3 canvas:2 prototype:3 frame:2 component:2 layer:2"},
	{"docs", "confluence:5 wiki:5 notion:5 page:2 space:2 knowledge:2 document:1 markdown:1"},
	{"calendar", "calendar:5 freebusy:5 meeting:4 appointment:4 attendee:4 event:3 schedule:2 invite:2"},
	{"email", "gmail:5 inbox:5 mailbox:5 imap:5 smtp:5 outlook:4 email:3 mail:3 recipient:3 draft:2 attachment:2 subject:1"},
	{"chat", "slack:5 discord:5 telegram:5 whatsapp:5 chat:4 channel:3 dm:3 reaction:3 message:2 thread:2 emoji:2"},
	{"smarthome", "thermostat:5 zigbee:5 hvac:4 brightness:4 light:3 sensor:3 device:2 automation:2 switch:2 lock:2 climate:1 entity:1 scene:1"},
	{"realestate", "zillow:5 realtor:5 bedroom:5 bathroom:4 tenant:4 landlord:4 listing:3 rent:3 rental:3 lease:3 mortgage:3 property:1"},
	{"sports", "nba:5 nfl:5 soccer:5 basketball:5 league:4 sport:4 football:4 fixture:4 player:3 standing:3 tennis:3 match:2 season:2 score:2"},
	{"education", "moodle:5 curriculum:5 lms:5 homework:5 course:4 student:4 lesson:4 classroom:4 teacher:4 quiz:4 enrollment:4 assignment:3 grade:3"},
	{"health", "patient:5 fhir:5 ehr:5 prescription:5 pharmacy:5 pharmacist:5 medication:4 diagnosis:4 practitioner:4 vaccination:4 dentist:5 dental:5 refill:3 dosage:3 allergy:3 vital:3 encounter:3 clinic:3 symptom:3 lab:2"},
	{"garden", "irrigation:5 horticulture:5 gardening:5 planting:4 harvest:4 crop:4 seedling:4 soil:4 greenhouse:3 garden:3 plant:2 seed:2 watering:3"},
	{"micromobility", "bikeshare:5 bike:5 ebike:5 bicycle:5 scooter:5 dock:4 docking:4 docked:4 undock:4 ride:2 station:1"},
	{"transit", "transit:5 ferry:5 tram:5 bus:4 subway:5 metro:4 timetable:4 fare:4 commuter:3 train:2 departure:2 platform:1 stop:1 route:1"},
	{"gaming", "minecraft:5 xbox:5 playstation:5 steam:4 game:3 achievement:3 leaderboard:3 player:2"},
	{"social", "tweet:5 twitter:5 mastodon:5 bluesky:5 reddit:5 subreddit:5 retweet:5 instagram:5 follower:4 hashtag:4 repost:4 linkedin:4 post:2"},
	{"fitness", "strava:5 garmin:5 workout:5 fitbit:5 oura:5 run:2 ride:2 pace:3 heart:2 step:2 exercise:4 calorie:1 activity:1"},
	{"books", "goodreads:5 isbn:5 book:4 novel:4 reading:2 shelf:3 library:2 ebook:4 audiobook:4 author:1"},
	{"podcasts", "podcast:5 episode:3 chapter:2 rss:1 listen:1 show:1"},
	{"analytics", "analytics:5 pageview:5 mixpanel:5 amplitude:5 funnel:4 cohort:4 conversion:3 kpi:3 retention:2 dimension:2"},
	{"files", "dropbox:5 onedrive:5 folder:3 directory:3 drive:3 file:2 upload:2 storage:2"},
	{"browser", "playwright:5 puppeteer:5 selenium:5 browser:4 screenshot:3 click:2 navigate:2 tab:2 element:2 selector:2"},
	{"security", "vulnerability:5 cve:5 malware:5 virustotal:5 shodan:5 exploit:4 phishing:4 threat:3 firewall:3 scan:2"},
	{"websearch", "brave:5 tavily:5 serp:5 bing:5 duckduckgo:5 web:2 webpage:2 crawl:2 scrape:2 google:1"},
}

// areaPhrases are the two-word cues: the words of a phrase, joined by a
// space, as they follow each other in a text.
var areaPhrases = map[string][]cue{
	"semantic scholar": {{"academic", 5}}, "case law": {{"law", 5}}, "exchange rate": {{"finance", 3}},
	"balance sheet": {{"finance", 4}}, "journal entry": {{"finance", 4}}, "payment intent": {{"payments", 5}},
	"account balance": {{"banking", 4}}, "time off": {{"hr", 5}}, "performance review": {{"hr", 4}},
	"job posting": {{"recruiting", 5}}, "sales rep": {{"crm", 4}}, "open rate": {{"marketing", 5}},
	"customer support": {{"support", 5}}, "support agent": {{"support", 4}}, "story points": {{"projects", 4}},
	"pull request": {{"software", 5}}, "merge request": {{"software", 5}}, "on call": {{"observability", 4}},
	"free busy": {{"calendar", 5}}, "home assistant": {{"smarthome", 5}}, "smart home": {{"smarthome", 5}},
	"real estate": {{"realestate", 5}}, "square feet": {{"realestate", 4}}, "google analytics": {{"analytics", 5}},
	"bounce rate": {{"analytics", 5}}, "google drive": {{"files", 5}}, "web search": {{"websearch", 5}},
	"search engine": {{"websearch", 5}}, "now playing": {{"music", 4}}, "game server": {{"gaming", 4}},
	"google maps": {{"maps", 5}}, "clinical trial": {{"biomed", 5}}, "e commerce": {{"ecommerce", 5}},
	"search results": {{"websearch", 2}},
	// a stock of shares, not the stock a warehouse or a shop keeps ("in
	// stock", "yard stock"), which is no cue of any area
	"stock price": {{"finance", 5}}, "stock market": {{"finance", 5}}, "stock exchange": {{"finance", 5}},
	"stock ticker": {{"finance", 5}}, "stock quote": {{"finance", 5}}, "stock symbol": {{"finance", 5}},
}

// leadVerbs are cue words that, first in a tool's name or description,
// are the tool's verb (book a visit, watch a folder, track a parcel) and
// say nothing of its domain.
var leadVerbs = map[string]bool{"book": true, "watch": true, "listen": true, "run": true, "ride": true, "show": true, "post": true,
	"charge": true, "order": true, "schedule": true, "stream": true, "track": true, "transfer": true, "deposit": true, "match": true}

// A cue is a domain and how strongly a word points to it.
type cue struct {
	dom Area
	w   int
}

// areaWords maps each cue word to the domains it points to.
var areaWords = func() map[string][]cue {
	m := map[string][]cue{}
	for _, d := range areaCues {
		for f := range strings.FieldsSeq(d.cues) {
			word, w, _ := strings.Cut(f, ":")
			n, _ := strconv.Atoi(w)
			m[word] = append(m[word], cue{d.dom, n})
		}
	}
	return m
}()

// An AreaReader adds up the cues of texts, each read with a weight (a
// server's name says more than one tool's description), and names the
// domain they point to. Each word counts at most three times, so one word
// repeated across many tools does not outweigh the rest.
type AreaReader struct {
	score map[Area]int
	seen  map[string]int
	// byWord is what each word added to each domain's score (see
	// oneWordArea), made on the first cue read
	byWord map[wordCue]int
}

// NewAreaReader returns a reader with nothing read.
func NewAreaReader() *AreaReader {
	return &AreaReader{score: map[Area]int{}, seen: map[string]int{}}
}

// maxAreaText bounds the bytes of one text read: a domain is stated up
// front, and a pasted manual must not cost time.
const maxAreaText = 4000

// Read adds the cues of text, whole words only, each worth weight times
// the cue's own weight.
func (r *AreaReader) Read(text string, weight int) {
	if len(text) > maxAreaText {
		text = text[:maxAreaText]
	}
	prev := ""
	ts := Tokens(text)
	for i, t := range ts {
		if i == 0 && (leadVerbs[t] || OpensOnVerb(ts)) {
			// "book_service", "Book a car service": a verb, not books
			prev = t
			continue
		}
		r.add(t, weight)
		if prev != "" {
			if cs, ok := areaPhrases[prev+" "+t]; ok {
				r.addCues(prev+" "+t, cs, weight)
			}
			if cs, ok := areaWords[prev+t]; ok {
				// a name split by its capitals ("YouTube", "PayPal")
				r.addCues(prev+t, cs, weight)
			}
		}
		prev = t
	}
}

// add counts the cues of one word, or of its singular.
func (r *AreaReader) add(t string, weight int) {
	cs, ok := areaWords[t]
	if !ok && len(t) > 3 && strings.HasSuffix(t, "s") && !strings.HasSuffix(t, "ss") && !strings.HasSuffix(t, "us") && !strings.HasSuffix(t, "is") {
		s := strings.TrimSuffix(t, "s")
		if cs, ok = areaWords[s]; !ok && strings.HasSuffix(s, "ie") {
			cs, ok = areaWords[strings.TrimSuffix(s, "ie")+"y"] // "categories"
		} else if !ok && strings.HasSuffix(s, "e") {
			cs, ok = areaWords[strings.TrimSuffix(s, "e")] // "matches"
		}
		t = s
	}
	if ok {
		r.addCues(t, cs, weight)
	}
}

func (r *AreaReader) addCues(key string, cs []cue, weight int) {
	if r.seen[key] >= 3 {
		return
	}
	r.seen[key]++
	if r.byWord == nil {
		r.byWord = map[wordCue]int{}
	}
	for _, c := range cs {
		r.score[c.dom] += c.w * weight
		if c.w < nameCue {
			r.byWord[wordCue{c.dom, key}] += c.w * weight
		}
	}
}

// minAreaScore is the score a domain needs to be named at all: more
// than one passing word, or a name said once.
const minAreaScore = 12

// Area returns the domain the texts read point to: the best scoring one
// when it reaches minAreaScore and scores at least half again as much as
// the next; "" otherwise (ties are no domain).
func (r *AreaReader) Area() Area { return r.AreaAbove(minAreaScore) }

// AreaAbove is Area with the score the best domain needs: one tool's own
// words name an area over its server's only when they say more than a
// word ("Search YouTube videos", not "Update an existing ticket").
func (r *AreaReader) AreaAbove(min int) Area {
	var best, second int
	var dom Area
	for _, d := range areaCues {
		s := r.scoreOf(d.dom)
		switch {
		case s > best:
			best, second, dom = s, best, d.dom
		case s > second:
			second = s
		}
	}
	if best < min || 2*best < 3*second {
		return ""
	}
	return dom
}

// Area returns the domain of the server's tools as a whole ("" when no
// domain stands out, and for a nil server).
func (s *Server) Area() Area {
	if s == nil {
		return ""
	}
	return s.area
}
