package role

// LocodePlaces are the places of common UN/LOCODEs (a country's two
// letters and a place's three): the cities and ports values are drawn
// from, so a request can name the place a code stands for ("Milan
// (ITMIL)") rather than five letters alone.
var LocodePlaces = map[string]string{
	"PTLIS": "Lisbon", "PTOPO": "Porto", "DEBER": "Berlin", "ESMAD": "Madrid", "FRPAR": "Paris", "GBLON": "London",
	"NLAMS": "Amsterdam", "USCHI": "Chicago", "USAUS": "Austin", "CATOR": "Toronto", "JPTYO": "Tokyo", "AUSYD": "Sydney",
	"ESBCN": "Barcelona", "IEDUB": "Dublin", "USBOS": "Boston", "USSEA": "Seattle", "USSFO": "San Francisco",
	"BRSAO": "São Paulo", "DEMUC": "Munich", "DKCPH": "Copenhagen", "JPOSA": "Osaka", "KENBO": "Nairobi", "PELIM": "Lima",
	"MXMEX": "Mexico City", "ZACPT": "Cape Town", "SGSIN": "Singapore", "KRSEL": "Seoul", "ATVIE": "Vienna",
	"CZPRG": "Prague", "ITMIL": "Milan", "NOOSL": "Oslo", "CAMTR": "Montreal", "AUMEL": "Melbourne", "TRIST": "Istanbul",
	"ARBUE": "Buenos Aires",
	"CNSHA": "Shanghai", "NLRTM": "Rotterdam", "USLAX": "Los Angeles", "DEHAM": "Hamburg", "BEANR": "Antwerp",
	"HKHKG": "Hong Kong", "USNYC": "New York", "CNNGB": "Ningbo", "KRPUS": "Busan", "AEJEA": "Jebel Ali",
	"USLGB": "Long Beach", "ESVLC": "Valencia", "GBFXT": "Felixstowe", "JPYOK": "Yokohama", "CNSZX": "Shenzhen",
}
