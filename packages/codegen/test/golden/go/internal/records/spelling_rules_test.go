package records

import (
	"reflect"
	"testing"
)

// The spellings Tamga's own searchVariants gives these terms, written at generation: this
// server must search the same ones.
var tamgaSpellings = []struct {
	term     string
	variants []string
}{
	{"Болд", []string{"болд", "bold"}},
	{"Khuder", []string{"khuder", "худэр", "хүдэр", "худер", "хөдэр", "хүдер", "хөдер"}},
	{"Өвөрхангай", []string{"өвөрхангай", "uvurkhangai", "ovorkhangai", "uvurhangai", "ovorhangai"}},
	{"Uvurkhangai sum", []string{"uvurkhangai sum", "увурхангай сум", "үвүрхангай сум", "уүурхангай сум", "увурхангай сүм", "өвөрхангай сум", "үүүрхангай сум", "үвүрхангай сүм"}},
	{"Altai", []string{"altai", "алтай"}},
	{"Цэцэг, Улаанбаатар", []string{"цэцэг, улаанбаатар", "tsetseg, ulaanbaatar"}},
	{"Batsukh", []string{"batsukh", "бацух", "батсух", "бацүх", "батсүх", "бацөх", "батсөх"}},
	{"Ерөөл", []string{"ерөөл", "yeruul", "eruul", "yerool", "erool"}},
	{"Бензин", []string{"бензин", "benzin", "byenzin"}},
	{"Oyunchimeg", []string{"oyunchimeg", "оюнчимэг", "өюнчимэг", "оюунчимэг", "оюнчимег", "өюунчимэг", "өюнчимег", "оюунчимег"}},
	{"  Улаан \t  Баатар ", []string{"улаан баатар", "ulaan baatar"}},
	{"ХОВД", []string{"ховд", "khovd", "hovd"}},
	{"Bayar", []string{"bayar", "баяр"}},
	{"Zhargal tsetseg", []string{"zhargal tsetseg", "жаргал цэцэг", "жаргал тсэтсэг", "жаргал цецег", "жаргал тсетсег"}},
	{"Ёслол Юм Яг", []string{"ёслол юм яг", "yoslol yum yag"}},
	{"100%_x", []string{"100%_x", "100%_х"}},
	{"Хан khan", []string{"хан khan", "khan khan", "хан хан", "han khan"}},
	{"", nil},
}

func TestSearchVariantsAreTamgas(t *testing.T) {
	for _, c := range tamgaSpellings {
		if got := searchVariants(c.term); !reflect.DeepEqual(got, c.variants) {
			t.Errorf("searchVariants(%q) = %q, Tamga spells %q", c.term, got, c.variants)
		}
	}
}
