package apierror

type entry struct {
	code   string
	status int
	msg    string
	enMsg  string
	koMsg  string
}

// catalogue is the errors of Tamga's own catalogue this server answers with, word for word.
var catalogue = []entry{
	{code: "UNAUTHORIZED", status: 401, msg: "Нэвтэрнэ үү", enMsg: "Please sign in", koMsg: "로그인해 주세요"},
	{code: "FORBIDDEN", status: 403, msg: "Хандах эрх байхгүй байна", enMsg: "You do not have access to this", koMsg: "접근 권한이 없습니다"},
	{code: "NOT_FOUND", status: 404, msg: "Хуудас олдсонгүй", enMsg: "The Page can't be found", koMsg: "페이지를 찾을 수 없습니다"},
	{code: "VALIDATION_FAILED", status: 400, msg: "Илгээсэн мэдээлэл буруу байна", enMsg: "The data sent is not valid", koMsg: "보낸 정보가 올바르지 않습니다"},
	{code: "INVALID_JSON", status: 400, msg: "Илгээсэн өгөгдөл зөв JSON биш байна", enMsg: "The request body is not valid JSON", koMsg: "요청 본문이 올바른 JSON이 아닙니다"},
	{code: "RECORD_CHANGED", status: 409, msg: "Бичлэгийг өөр хүн өөрчилсөн байна: дахин ачаалж шалгаад хадгална уу", enMsg: "Someone else changed this record: reload it, check and save again", koMsg: "다른 사람이 이 기록을 변경했습니다. 다시 불러와 확인한 후 다시 저장해 주세요"},
	{code: "PROCESS_NOT_FOUND", status: 404, msg: "Шийдвэрлэлтийн явц олдсонгүй", enMsg: "The process does not exist", koMsg: "처리 과정을 찾을 수 없습니다"},
	{code: "PROCESS_FINISHED", status: 409, msg: "Шийдвэрлэлтийн явц дууссан тул үйлдэл хийх боломжгүй", enMsg: "The process has finished: nothing can be done on it any more", koMsg: "처리 과정이 끝나 더 이상 작업할 수 없습니다"},
	{code: "STEP_NOT_FOUND", status: 404, msg: "Энэ явцад ийм алхам алга", enMsg: "The step is not one of this process", koMsg: "이 처리 과정에 해당 단계가 없습니다"},
	{code: "STEP_ALREADY_DONE", status: 409, msg: "Энэ алхмыг аль хэдийн шийдвэрлэсэн байна: дахин ачаалж шалгана уу", enMsg: "This step has already been acted on: reload to see where the record stands", koMsg: "이 단계는 이미 처리되었습니다. 다시 불러와 현재 상태를 확인해 주세요"},
	{code: "WRONG_STEP_TYPE", status: 400, msg: "Энэ үйлдэл энэ төрлийн алхамд хамаарахгүй", enMsg: "This action does not apply to a step of this type", koMsg: "이 작업은 이 유형의 단계에 해당하지 않습니다"},
	{code: "NOT_STEP_ASSIGNEE", status: 403, msg: "Энэ алхам танд хуваарилагдаагүй байна", enMsg: "This step is not assigned to you", koMsg: "이 단계는 회원님께 배정되지 않았습니다"},
	{code: "STEP_READ_ONLY", status: 403, msg: "Танд энэ бичлэгийг зөвхөн харах эрхтэй алхам оногдсон тул өөрчлөх боломжгүй", enMsg: "Your step on this record only lets you read it: you cannot change it", koMsg: "이 기록에서 회원님의 단계는 보기만 허용되어 변경할 수 없습니다"},
	{code: "NOT_A_VOTER", status: 403, msg: "Та энэ санал хураалтын гишүүн биш байна", enMsg: "You are not a member of this vote", koMsg: "회원님은 이 투표의 위원이 아닙니다"},
	{code: "ALREADY_VOTED", status: 409, msg: "Та санал өгсөн байна", enMsg: "You have already voted", koMsg: "이미 투표하셨습니다"},
	{code: "VOTE_CLOSE_FORBIDDEN", status: 403, msg: "Санал хураалтыг зөвхөн түүнийг бэлтгэсэн хүн эрт хааж болно", enMsg: "Only the one who prepared the vote may close it early", koMsg: "투표를 준비한 사람만 투표를 조기 마감할 수 있습니다"},
	{code: "VOTE_TOO_FEW_VOTES", status: 409, msg: "Санал хураалтыг хаахад хангалттай гишүүн санал өгөөгүй байна", enMsg: "Too few members have voted for the vote to be closed", koMsg: "투표를 마감하기에 투표한 위원이 부족합니다"},
	{code: "SIGNATURE_REQUIRED", status: 400, msg: "Энэ алхамд цахим гарын үсэг шаардлагатай", enMsg: "This step needs an electronic signature", koMsg: "이 단계에는 전자 서명이 필요합니다"},
	{code: "LOGIN_FAILED", status: 401, msg: "Нэвтрэх нэр эсвэл нууц үг буруу байна!", enMsg: "Wrong username or password!", koMsg: "아이디 또는 비밀번호가 올바르지 않습니다!"},
	{code: "LOGIN_LOCKED", status: 429, msg: "Олон удаа буруу оролдсон тул нэвтрэхийг түр хаалаа: хэсэг хугацааны дараа дахин оролдоно уу", enMsg: "Too many failed sign-in attempts: signing in is locked for a while, try again later", koMsg: "로그인 실패가 너무 많아 잠시 로그인이 잠겼습니다. 잠시 후 다시 시도해 주세요"},
	{code: "ACCOUNT_NOT_CONFIRMED", status: 403, msg: "Таны бүртгэл хараахан баталгаажаагүй байна: админ баталгаажуулсны дараа нэвтэрнэ үү", enMsg: "Your registration has not been confirmed yet: you can sign in once an administrator confirms it", koMsg: "가입이 아직 승인되지 않았습니다. 관리자가 승인한 후 로그인해 주세요"},
	{code: "BODY_TOO_LARGE", status: 413, msg: "Илгээсэн өгөгдөл хэт том байна", enMsg: "The request body is too large", koMsg: "요청 본문이 너무 큽니다"},
	{code: "SERVER_ERROR", status: 500, msg: "Уучлаарай, алдаа гарлаа", enMsg: "Sorry, an error occurred", koMsg: "죄송합니다. 오류가 발생했습니다"},
}

// lookup is the catalogue entry of code.
func lookup(code string) (entry, bool) {
	for _, known := range catalogue {
		if known.code == code {
			return known, true
		}
	}
	return entry{}, false
}
