package auth

import "time"

// The sign-in lockout rule Tamga's own server applies, over the same tamga_login_attempt table:
// a login is locked after maxFailures wrong passwords within the window; a client address's
// failures past its allowance only slow its answers.
const (
	maxFailures           = 5
	maxFailuresPerAddress = 5
	failureWindow         = 900000 * time.Millisecond
	lockDuration          = 900000 * time.Millisecond
	firstFailureDelay     = 250 * time.Millisecond
	maxFailureDelay       = 2000 * time.Millisecond
)

// The argon2id cost every password is hashed at, as Tamga hashes them (a stored hash names its
// own cost, so hashes made at any cost are verified), and the lengths a password may have.
const (
	hashMemoryKiB     = 65536
	hashPasses        = 3
	hashLanes         = 4
	passwordMinLength = 8
	passwordMaxLength = 128
)

// passwordProblems are what to tell a person of each broken part of the password rule
// (@tamga/schema's checkPassword), in Mongolian and English.
var passwordProblems = map[string][2]string{
	"too-short": {"Нууц үг дор хаяж 8 тэмдэгттэй байх ёстой", "The password must have at least 8 characters"},
	"too-long":  {"Нууц үг 128 тэмдэгтээс урт байж болохгүй", "The password must have at most 128 characters"},
	"uppercase": {"Нууц үгэнд латин том үсэг орсон байх ёстой", "The password must contain an upper-case Latin letter"},
	"lowercase": {"Нууц үгэнд латин жижиг үсэг орсон байх ёстой", "The password must contain a lower-case Latin letter"},
	"digit":     {"Нууц үгэнд тоо орсон байх ёстой", "The password must contain a digit"},
	"special":   {"Нууц үгэнд тусгай тэмдэгт (!@#$%^&* гэх мэт) орсон байх ёстой", "The password must contain a special character (such as !@#$%^&*)"},
	"spaces":    {"Хоосон зай орсон байна", "Spaces are included"},
	"non-latin": {"Нууц үгэнд зөвхөн латин үсэг, тоо, тусгай тэмдэгт орно", "The password may contain only Latin letters, digits and special characters"},
}

// LOGIN_LOCKED's texts with the minutes the lock has left (%d), in Mongolian, English and
// Korean; English says "minute" for one.
const (
	lockedMn    = "Олон удаа буруу оролдсон тул нэвтрэхийг түр хаалаа: %d минутын дараа дахин оролдоно уу"
	lockedEn    = "Too many failed sign-in attempts: signing in is locked, try again in %d minutes"
	lockedEnOne = "Too many failed sign-in attempts: signing in is locked, try again in %d minute"
	lockedKo    = "로그인 실패가 너무 많아 로그인이 잠겼습니다. %d분 후에 다시 시도해 주세요"
)
