package auth

import (
	"reflect"
	"testing"
	"time"
)

// What Tamga's own rules answer, written at generation from @tamga/schema: checkPassword's
// codes, failureDelay's milliseconds and lockedMessage's words.
var tamgaPasswords = []struct {
	password string
	codes    []string
}{
	{"Demo#2026", nil},
	{"demo 2026", []string{"uppercase", "special", "spaces"}},
	{"short", []string{"too-short", "uppercase", "digit", "special"}},
	{"Aa1!", []string{"too-short"}},
	{"ALLUPPER#2026", []string{"lowercase"}},
	{"alllower#2026", []string{"uppercase"}},
	{"NoDigits#here", []string{"digit"}},
	{"NoSpecial2026", []string{"special"}},
	{"Tab\tinside#2026", []string{"spaces"}},
	{"NoBreak space#2026", []string{"spaces"}},
	{"Нууц#2026Aa", []string{"non-latin"}},
	{"Emoji😀#2026Aa", []string{"non-latin"}},
	{"Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!", nil},
	{"Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!x", []string{"too-long"}},
	{"", []string{"too-short", "uppercase", "lowercase", "digit", "special"}},
	{"~`{}|\\<>?Ab1", nil},
}

var tamgaDelays = []struct {
	failures     int
	milliseconds int
}{
	{0, 0},
	{1, 250},
	{2, 500},
	{3, 1000},
	{4, 2000},
	{5, 2000},
	{9, 2000},
	{30, 2000},
}

var tamgaLockedTexts = []struct {
	minutes    int
	mn, en, ko string
}{
	{1, "Олон удаа буруу оролдсон тул нэвтрэхийг түр хаалаа: 1 минутын дараа дахин оролдоно уу", "Too many failed sign-in attempts: signing in is locked, try again in 1 minute", "로그인 실패가 너무 많아 로그인이 잠겼습니다. 1분 후에 다시 시도해 주세요"},
	{2, "Олон удаа буруу оролдсон тул нэвтрэхийг түр хаалаа: 2 минутын дараа дахин оролдоно уу", "Too many failed sign-in attempts: signing in is locked, try again in 2 minutes", "로그인 실패가 너무 많아 로그인이 잠겼습니다. 2분 후에 다시 시도해 주세요"},
	{15, "Олон удаа буруу оролдсон тул нэвтрэхийг түр хаалаа: 15 минутын дараа дахин оролдоно уу", "Too many failed sign-in attempts: signing in is locked, try again in 15 minutes", "로그인 실패가 너무 많아 로그인이 잠겼습니다. 15분 후에 다시 시도해 주세요"},
}

func TestPasswordRuleIsTamgas(t *testing.T) {
	for _, c := range tamgaPasswords {
		if got := passwordProblemCodes(c.password); !reflect.DeepEqual(got, c.codes) {
			t.Errorf("password %q: %q, Tamga says %q", c.password, got, c.codes)
		}
	}
}

func TestFailureDelaysAreTamgas(t *testing.T) {
	for _, c := range tamgaDelays {
		if got := delayAfter(c.failures); got != time.Duration(c.milliseconds)*time.Millisecond {
			t.Errorf("after %d failures: %s, Tamga waits %d ms", c.failures, got, c.milliseconds)
		}
	}
}

func TestLockedTextsAreTamgas(t *testing.T) {
	now := time.Now()
	for _, c := range tamgaLockedTexts {
		got := locked(now.Add(time.Duration(c.minutes)*time.Minute), now).Err.Texts
		if got.Mn != c.mn || got.En != c.en || got.Ko != c.ko {
			t.Errorf("%d minutes: %+v, Tamga says %q / %q / %q", c.minutes, *got, c.mn, c.en, c.ko)
		}
	}
}

func TestAHashItMakesVerifies(t *testing.T) {
	hash, err := HashPassword("Demo#2026")
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := VerifyPassword(hash, "Demo#2026"); err != nil || !ok {
		t.Fatalf("its own hash %q does not verify: %v", hash, err)
	}
	if ok, _ := VerifyPassword(hash, "Demo#2027"); ok {
		t.Fatal("a wrong password verifies")
	}
}
