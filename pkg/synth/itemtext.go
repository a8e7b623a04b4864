package synth

import (
	"strings"
	"unicode/utf8"
)

// categoryItems are things people bring in, sell, lend, lose or donate,
// by the everyday category a sibling value names ("jewelry", "tools",
// "canned goods"): what an item's description says of one thing of that
// category. A pawn ticket's item of category "jewelry" is "14k gold
// rope chain, 20 in", never a bank memo ("Monthly transfer to the
// savings account.") drawn for a server whose words name a loan.
var categoryItems = map[string][]string{
	"jewelry": {"14k gold rope chain, 20 in", "Diamond solitaire ring, about 0.5 ct", "Sterling silver charm bracelet",
		"Pair of gold hoop earrings", "Men's 10k class ring"},
	"watch": {"Seiko automatic dive watch, steel bracelet", "Omega Seamaster, 2012, with box", "Casio G-Shock, black",
		"Gold-plated dress watch with leather strap"},
	"electronics": {"Samsung 55-inch 4K TV with remote", "PlayStation 5 console with one controller", "Apple iPad Air, 64 GB",
		"Bose QuietComfort headphones", "Dell laptop, 16 GB RAM, with charger"},
	"tool": {"DeWalt 20V cordless drill with two batteries", "Milwaukee impact driver kit", "Makita circular saw",
		"Craftsman 230-piece mechanic's tool set", "Ryobi leaf blower"},
	"instrument": {"Fender Stratocaster electric guitar, sunburst", "Yamaha acoustic guitar with soft case",
		"Roland digital piano, 88 keys", "Bach student trumpet", "Pearl 5-piece drum kit"},
	"game":           {"Nintendo Switch with 3 games", "Xbox Series X, 1 TB", "Box of 12 PS4 games", "Retro NES console with two controllers"},
	"firearm":        {"Remington 870 shotgun, 12 gauge", "Ruger 10/22 rifle with scope", "Glock 19 pistol with two magazines"},
	"camera":         {"Canon EOS Rebel DSLR with 18-55 mm lens", "Nikon D3500 body only", "GoPro Hero 10 with mounts"},
	"phone":          {"iPhone 13, 128 GB, unlocked", "Samsung Galaxy S22, cracked back", "Google Pixel 7 with case"},
	"computer":       {"MacBook Air M1, 8 GB, with charger", "HP desktop tower, Core i5", "Lenovo ThinkPad T480"},
	"bicycle":        {"Trek mountain bike, 29 in wheels", "Giant road bike, medium frame", "Kids' 20 in BMX bike"},
	"appliance":      {"KitchenAid stand mixer, red", "Dyson cordless vacuum", "Instant Pot, 6 qt", "Keurig coffee maker"},
	"furniture":      {"Oak dining table with four chairs", "Grey three-seat sofa", "IKEA bookshelf, white", "Leather recliner"},
	"clothing":       {"Men's winter coat, size L", "Women's leather boots, size 8", "Box of children's clothes, ages 4-6"},
	"book":           {"Box of paperback novels", "Set of children's picture books", "Hardback cookbook collection"},
	"toy":            {"LEGO set, still sealed", "Wooden train set", "Box of stuffed animals"},
	"coin":           {"1921 Morgan silver dollar", "Roll of 1964 Kennedy half dollars", "Gold Krugerrand, 1 oz"},
	"art":            {"Framed oil painting, landscape, 24 x 36 in", "Signed lithograph print", "Bronze sculpture, 12 in"},
	"sporting goods": {"Callaway golf club set with bag", "Pair of Rossignol skis, 170 cm", "Bowflex adjustable dumbbells"},
	"produce":        {"Two crates of apples", "Box of potatoes, about 20 kg", "Mixed vegetables from the farmers' market"},
	"canned goods":   {"Case of canned tomatoes", "24 tins of baked beans", "Canned tuna, 48 tins"},
	"dairy":          {"Milk, 12 x 2 L", "Cheddar blocks, 10 x 500 g", "Yogurt cups, two trays"},
	"bakery":         {"Bread loaves from the Main St bakery", "Two trays of bagels", "Day-old pastries, one box"},
	"frozen":         {"Frozen chicken breasts, 10 kg", "Frozen peas, 20 bags", "Frozen pizzas, one case"},
	"dry goods":      {"Rice, 10 x 2 kg bags", "Pasta, one case", "Flour, 25 kg sack"},
	"meat":           {"Ground beef, 15 kg", "Whole chickens, 12", "Pork loin, 8 kg"},
}

// categoryAliases are other names of categoryItems' categories.
var categoryAliases = map[string]string{"jewellery": "jewelry", "jewelery": "jewelry", "watches": "watch",
	"tools": "tool", "power tools": "tool", "instruments": "instrument", "musical instruments": "instrument",
	"music": "instrument", "games": "game", "video games": "game", "gaming": "game", "firearms": "firearm", "guns": "firearm",
	"cameras": "camera", "phones": "phone", "mobile": "phone", "computers": "computer", "laptops": "computer",
	"laptop": "computer", "bikes": "bicycle", "bike": "bicycle", "bicycles": "bicycle", "appliances": "appliance",
	"clothes": "clothing", "apparel": "clothing", "books": "book", "toys": "toy", "coins": "coin", "collectibles": "coin",
	"sports": "sporting goods", "sport": "sporting goods", "canned": "canned goods", "tinned": "canned goods",
	"fresh produce": "produce", "gold": "jewelry", "silver": "jewelry", "bread": "bakery", "baked goods": "bakery", "dry": "dry goods", "pantry": "dry goods"}

// itemCategory is the categoryItems key of v, a category value as a
// schema writes it ("canned_goods", "Jewelry"); "" when none.
func itemCategory(v string) string {
	k := strings.ToLower(strings.TrimSpace(wordSpaces.Replace(v)))
	if a, ok := categoryAliases[k]; ok {
		return a
	}
	if categoryItems[k] != nil {
		return k
	}
	return ""
}

// categoryKeys are last name tokens of a member that picks a category.
var categoryKeys = map[string]bool{"cat": true, "category": true, "type": true, "kind": true, "class": true, "dept": true,
	"department": true}

// thingTextKeys are last name tokens of a member that describes the one
// thing its object is about ("d", "desc", "description", "item").
var thingTextKeys = map[string]bool{"d": true, "desc": true, "descr": true, "description": true, "item": true, "details": true}

// fitItemText makes the description of one thing agree with the
// category its object picks (categoryItems): {"cat": "jewelry", "d":
// "Monthly transfer to the savings account."} becomes {"cat":
// "jewelry", "d": "14k gold rope chain, 20 in"}. Only a plain string
// that already holds free text (words with spaces) is replaced, within
// its schema's length bounds.
func (g *Generator) fitItemText(p *objPlan, obj map[string]any) {
	if len(obj) < 2 {
		return
	}
	cat, text, catAt := "", -1, -1
	for i, k := range p.names {
		s, ok := obj[k].(string)
		if !ok || len(p.schemas[i]) == 0 || len(k) > 24 {
			continue
		}
		ts := sharedTokens(k)
		if len(ts) == 0 {
			continue
		}
		sc := p.schemas[i][0]
		switch last := ts[len(ts)-1]; {
		case categoryKeys[last] && cat == "":
			cat, catAt = itemCategory(s), i
		case thingTextKeys[last] && text < 0 && sc.Enum == nil && sc.Constant == nil && sc.Pattern == nil && sc.Format == "" &&
			strings.Contains(s, " "):
			text = i
		}
	}
	if text < 0 {
		return
	}
	if cat == "" {
		// An item with no category, or one the list has no things of
		// ("other"): a thing of a category its schema offers.
		cat = g.offeredCategory(p, catAt)
	}
	if cat == "" {
		return
	}
	items := categoryItems[cat]
	t := items[g.rng.Intn(len(items))]
	if sc := p.schemas[text][0]; sc.MaxLength >= 0 && utf8.RuneCountInString(t) > sc.MaxLength || utf8.RuneCountInString(t) < sc.MinLength {
		return
	}
	obj[p.names[text]] = t
}

// offeredCategory is a categoryItems key of a value the category member
// of p's objects offers in its enum (the member at catAt, else the first
// member named by categoryKeys), drawn at random; "" when none maps.
func (g *Generator) offeredCategory(p *objPlan, catAt int) string {
	if catAt < 0 {
		for i, k := range p.names {
			if ts := sharedTokens(k); len(ts) > 0 && categoryKeys[ts[len(ts)-1]] && len(k) <= 24 {
				catAt = i
				break
			}
		}
	}
	if catAt < 0 || len(p.schemas[catAt]) == 0 {
		return ""
	}
	var cats []string
	for _, e := range p.schemas[catAt][0].Enum {
		if v, ok := e.(string); ok {
			if c := itemCategory(v); c != "" {
				cats = append(cats, c)
			}
		}
	}
	if len(cats) == 0 {
		return ""
	}
	return cats[g.rng.Intn(len(cats))]
}
