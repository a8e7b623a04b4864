package role

// A Kind is the semantic role of a parameter: what the value is in the
// user's world (a city, a person, an issue number), not its JSON type.
// Kinds are stable lower-case names; hints files and `mcpgen templates
// roles` use them as written here.
type Kind string

// The kinds. Unknown means nothing in the name, schema or description
// pointed anywhere; callers then fall back to the JSON type.
const (
	Unknown Kind = ""

	// People and organisations.
	Person       Kind = "person"       // "Ana Costa"
	FirstName    Kind = "first_name"   // "Ana"
	LastName     Kind = "last_name"    // "Costa"
	Username     Kind = "username"     // a handle or login: "ana-costa"
	Organisation Kind = "organisation" // "Acme Corp", or an org login when a handle is meant

	// Places.
	City      Kind = "city"
	Country   Kind = "country"
	Region    Kind = "region" // a state, province or region
	Address   Kind = "address"
	Street    Kind = "street"
	Zip       Kind = "zip"
	Place     Kind = "place" // a venue or landmark: "Central Park", "Time Out Market"
	Latitude  Kind = "latitude"
	Longitude Kind = "longitude"
	Timezone  Kind = "timezone"

	// Money and language.
	Currency Kind = "currency" // an ISO 4217 code unless Format says otherwise
	Money    Kind = "money"    // an amount of money
	Language Kind = "language" // a language or locale code: "en", "pt-BR"

	// Time.
	Date     Kind = "date"
	Time     Kind = "time"
	DateTime Kind = "datetime"
	Duration Kind = "duration" // a span: Unit says seconds, minutes, ...
	Year     Kind = "year"

	// Numbers.
	Quantity Kind = "quantity" // an amount with Unit and range: a height in cm, a radius in metres
	Count    Kind = "count"    // how many results or items: limit, per_page, top_k
	Page     Kind = "page"     // a page number, from 1
	Offset   Kind = "offset"   // a zero-based offset or index
	Ratio    Kind = "ratio"    // a probability or fraction, 0–1 unless stated
	Percent  Kind = "percent"  // 0–100
	Rating   Kind = "rating"   // a score or stars

	// Identifiers.
	ID      Kind = "id"      // see Role.ID for the convention
	Version Kind = "version" // "1.4.2"
	Cursor  Kind = "cursor"  // an opaque pagination cursor
	Secret  Kind = "secret"  // a password or token

	// The web.
	URL     Kind = "url"
	Domain  Kind = "domain"
	IP      Kind = "ip"
	Email   Kind = "email"
	Phone   Kind = "phone"
	URLPath Kind = "url_path" // "/api/users/*", a route or URL pattern
	Method  Kind = "http_method"
	MIME    Kind = "mime"

	// Files.
	FilePath Kind = "file_path"
	DirPath  Kind = "dir_path"
	FileName Kind = "file_name"
	Glob     Kind = "glob"
	Regex    Kind = "regex"

	// Source control.
	RepoOwner     Kind = "repo_owner" // the owner half of owner/name
	RepoName      Kind = "repo_name"  // the name half
	Repo          Kind = "repo"       // "owner/name" in one value
	Branch        Kind = "branch"
	CommitSHA     Kind = "commit_sha"
	CommitMessage Kind = "commit_message"

	// Words people write.
	Query    Kind = "query"    // what a person types into a search box
	Question Kind = "question" // a question in a sentence
	Title    Kind = "title"    // a short heading: an issue, page or meeting title
	Text     Kind = "text"     // free text: a body, a message, a note
	Thought  Kind = "thought"  // a step of reasoning
	Tag      Kind = "tag"      // a label or keyword
	Emoji    Kind = "emoji"    // an emoji name: "thumbsup"

	// Code and machine text.
	Code        Kind = "code"                // a script or function
	SQL         Kind = "sql"                 // a SQL statement
	Selector    Kind = "selector"            // a CSS or text selector
	ElementRef  Kind = "element"             // a reference to a page element from a snapshot: "e12"
	ElementDesc Kind = "element_description" // how a person names a page element: "the Sign in button"
	Command     Kind = "command"             // a shell command
	Key         Kind = "key"                 // a key in a key-value store: "user:1042:session"
	KeyPress    Kind = "keypress"            // a keyboard key: "Enter"
	ConnString  Kind = "connection_string"
	JSON        Kind = "json"

	// Data stores and messaging.
	Database   Kind = "database"
	Collection Kind = "collection" // a table or collection
	Field      Kind = "field"      // a column or field name, a sort key
	Channel    Kind = "channel"    // a chat channel
	MessageTS  Kind = "message_ts" // a chat message timestamp such as Slack's "1712345678.123456"

	// Choices.
	Enum      Kind = "enum" // one of Role.Values (from the schema or the prose)
	Boolean   Kind = "boolean"
	SortOrder Kind = "sort_order" // asc/desc
	Status    Kind = "status"
	Color     Kind = "color"
	Relation  Kind = "relation"    // a relation type in a graph: "works_at"
	EntType   Kind = "entity_type" // an entity type in a graph: "person"
	Ident     Kind = "identifier"  // the name of a thing: Role.Names says what it names; a machine name ("checkout-api") when Role.ID is IDSlug, else a name a person gives it ("Q3 Reports")
	Word      Kind = "word"        // a category, type or mode word without stated values
	Number    Kind = "number"      // a number nothing more is known about
)

// kindInfo is what callers may want to know about a kind besides its name.
type kindInfo struct {
	noun     string   // how a person calls it
	phrases  []string // how a person mentions a value: %s is the value
	scenario string   // the scenario entity values of this kind belong to
}

var kinds = map[Kind]kindInfo{
	Person:        {"person", []string{"for %s", "with %s", "%s"}, "person"},
	FirstName:     {"first name", []string{"%s"}, "person"},
	LastName:      {"last name", []string{"%s"}, "person"},
	Username:      {"user", []string{"@%s", "user %s", "%s"}, "person"},
	Organisation:  {"organisation", []string{"at %s", "for %s", "the %s org"}, "org"},
	City:          {"city", []string{"in %s", "near %s", "for %s"}, "place"},
	Country:       {"country", []string{"in %s", "for %s"}, "place"},
	Region:        {"region", []string{"in %s"}, "place"},
	Address:       {"address", []string{"at %s", "%s"}, "place"},
	Street:        {"street", []string{"on %s"}, "place"},
	Zip:           {"postal code", []string{"%s"}, "place"},
	Place:         {"place", []string{"near %s", "at %s"}, "place"},
	Latitude:      {"latitude", []string{"%s"}, "place"},
	Longitude:     {"longitude", []string{"%s"}, "place"},
	Timezone:      {"time zone", []string{"in %s time", "%s"}, "place"},
	Currency:      {"currency", []string{"in %s"}, ""},
	Money:         {"amount", []string{"%s", "for %s"}, ""},
	Language:      {"language", []string{"in %s"}, ""},
	Date:          {"date", []string{"on %s", "for %s"}, ""},
	Time:          {"time", []string{"at %s"}, ""},
	DateTime:      {"time", []string{"at %s", "on %s"}, ""},
	Duration:      {"duration", []string{"for %s", "%s"}, ""},
	Year:          {"year", []string{"in %s"}, ""},
	Quantity:      {"amount", []string{"%s"}, ""},
	Count:         {"number of results", []string{"up to %s results", "the top %s", "%s of them"}, ""},
	Page:          {"page", []string{"page %s"}, ""},
	Offset:        {"offset", []string{"skipping the first %s", "starting at %s"}, ""},
	Ratio:         {"fraction", []string{"%s"}, ""},
	Percent:       {"percentage", []string{"%s%%"}, ""},
	Rating:        {"rating", []string{"%s stars", "rated %s"}, ""},
	ID:            {"id", []string{"%s"}, ""},
	Version:       {"version", []string{"v%s", "version %s"}, "project"},
	Cursor:        {"cursor", []string{"from cursor %s"}, ""},
	Secret:        {"secret", []string{"%s"}, ""},
	URL:           {"link", []string{"%s"}, ""},
	Domain:        {"domain", []string{"on %s", "%s"}, "org"},
	IP:            {"IP address", []string{"%s"}, ""},
	Email:         {"email", []string{"%s", "to %s"}, "person"},
	Phone:         {"phone number", []string{"%s", "at %s"}, "person"},
	URLPath:       {"URL path", []string{"%s"}, ""},
	Method:        {"HTTP method", []string{"a %s request"}, ""},
	MIME:          {"media type", []string{"as %s"}, ""},
	FilePath:      {"file", []string{"%s", "the file %s"}, "project"},
	DirPath:       {"folder", []string{"in %s", "under %s"}, "project"},
	FileName:      {"file name", []string{"as %s", "called %s"}, "project"},
	Glob:          {"pattern", []string{"matching %s"}, "project"},
	Regex:         {"pattern", []string{"matching %s"}, ""},
	RepoOwner:     {"owner", []string{"%s"}, "project"},
	RepoName:      {"repository", []string{"in %s", "%s"}, "project"},
	Repo:          {"repository", []string{"in %s"}, "project"},
	Branch:        {"branch", []string{"on %s", "from %s", "into %s"}, "project"},
	CommitSHA:     {"commit", []string{"at %s", "commit %s"}, "project"},
	CommitMessage: {"commit message", []string{"with the message %q"}, "project"},
	Query:         {"search", []string{"%s", "for %s"}, ""},
	Question:      {"question", []string{"%s"}, ""},
	Title:         {"title", []string{"called %q", "titled %q"}, ""},
	Text:          {"text", []string{"saying %q", "%s"}, ""},
	Thought:       {"thought", []string{"%s"}, ""},
	Tag:           {"tag", []string{"tagged %s"}, ""},
	Emoji:         {"emoji", []string{":%s:"}, ""},
	Code:          {"code", []string{"%s"}, ""},
	SQL:           {"query", []string{"%s"}, ""},
	Selector:      {"element", []string{"%s"}, ""},
	ElementRef:    {"element", []string{"%s"}, ""},
	ElementDesc:   {"element", []string{"the %s", "%s"}, ""},
	Command:       {"command", []string{"`%s`"}, ""},
	Key:           {"key", []string{"%s"}, ""},
	KeyPress:      {"key", []string{"%s"}, ""},
	ConnString:    {"connection string", []string{"%s"}, ""},
	JSON:          {"JSON", []string{"%s"}, ""},
	Database:      {"database", []string{"in %s", "the %s database"}, "project"},
	Collection:    {"table", []string{"in %s", "the %s collection"}, "project"},
	Field:         {"field", []string{"by %s"}, ""},
	Channel:       {"channel", []string{"in %s", "to %s"}, "org"},
	MessageTS:     {"message", []string{"%s"}, ""},
	Enum:          {"option", []string{"%s"}, ""},
	Boolean:       {"flag", []string{"%s"}, ""},
	SortOrder:     {"order", []string{"%sending"}, ""},
	Status:        {"status", []string{"%s"}, ""},
	Color:         {"colour", []string{"%s"}, ""},
	Relation:      {"relation", []string{"%s"}, ""},
	EntType:       {"type", []string{"%s"}, ""},
	Ident:         {"name", []string{"%s"}, ""},
	Word:          {"kind", []string{"%s"}, ""},
	Number:        {"number", []string{"%s"}, ""},
}

// Kinds returns every defined kind except Unknown, in a fixed order.
func Kinds() []Kind {
	out := make([]Kind, 0, len(kinds))
	for k := range kinds {
		out = append(out, k)
	}
	sortKinds(out)
	return out
}

// Valid reports whether k is a defined kind (Unknown is not).
func (k Kind) Valid() bool {
	_, ok := kinds[k]
	return ok
}

// Noun returns how a person names a value of kind k ("city", "branch",
// "number of results"); "value" for Unknown.
func (k Kind) Noun() string {
	if i, ok := kinds[k]; ok {
		return i.noun
	}
	return "value"
}

// Phrases returns fmt patterns (one %s, or %q for quoted text) for how a
// person mentions a value of kind k in a request: City gives "in %s",
// "near %s"; Count gives "up to %s results". The first is the most
// common. Unknown gives ["%s"].
func (k Kind) Phrases() []string {
	if i, ok := kinds[k]; ok {
		return i.phrases
	}
	return []string{"%s"}
}

// Scenario names the scenario entity values of kind k belong to
// ("person", "place", "project", "org"; "" for none): values of one call
// with the same entity describe the same person, place or project.
func (k Kind) Scenario() string {
	return kinds[k].scenario
}

// Lexicon lists the usual values of category words a parameter name may
// be ("genre", "suit", "cuisine"): a Word role whose Format names one of
// these keys takes these values, not an arbitrary word.
var Lexicon = map[string][]string{
	"genre":            {"jazz", "rock", "hip hop", "classical", "electronic", "folk", "pop", "blues", "drama", "comedy", "thriller", "documentary", "science fiction", "fantasy"},
	"suit":             {"hearts", "diamonds", "clubs", "spades"},
	"cuisine":          {"Italian", "Japanese", "Mexican", "Thai", "Indian", "Portuguese", "Lebanese", "vegan", "French", "Korean"},
	"department":       {"Engineering", "Sales", "Marketing", "Finance", "Support", "HR", "Legal", "Operations"},
	"industry":         {"healthcare", "fintech", "retail", "logistics", "education", "travel", "energy", "media"},
	"sport":            {"football", "basketball", "tennis", "running", "cycling", "swimming", "volleyball", "golf"},
	"weekday":          {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"},
	"month":            {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
	"season":           {"spring", "summer", "autumn", "winter"},
	"difficulty":       {"easy", "medium", "hard"},
	"priority":         {"low", "medium", "high", "urgent"},
	"gender":           {"female", "male", "non-binary"},
	"sex":              {"female", "male"}, // of an animal or a patient on a record
	"mood":             {"happy", "calm", "energetic", "melancholic", "focused"},
	"kubernetes kind":  {"Deployment", "Pod", "Service", "ConfigMap", "Ingress", "StatefulSet", "Secret", "Job"},
	"product category": {"electronics", "books", "home & kitchen", "toys", "sports & outdoors", "beauty", "groceries", "clothing"},
	"relationship":     {"partner", "spouse", "parent", "sibling", "friend", "neighbour"}, // (words for a contact of any gender)
	"drug":             drugNames,
	"medication":       drugNames,
	"medicine":         drugNames,
}

// drugNames are common generic drug names: what a medication parameter
// takes, never a visit type or a clinic's tag.
var drugNames = []string{"ibuprofen", "amoxicillin", "metformin", "atorvastatin", "lisinopril", "omeprazole", "amlodipine",
	"levothyroxine", "sertraline", "paracetamol", "azithromycin", "simvastatin", "losartan", "cetirizine", "prednisone", "warfarin"}
