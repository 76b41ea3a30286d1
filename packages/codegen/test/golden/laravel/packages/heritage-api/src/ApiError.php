<?php

declare(strict_types=1);

namespace Tamga\Api;

use Illuminate\Http\JsonResponse;
use RuntimeException;

/**
 * A failure as the REST contract answers it: the catalogue's HTTP status and
 * {"status": false, "code", "msg", "enMsg", "koMsg", "issues"?, "in"?}. Laravel renders it through render().
 */
final class ApiError extends RuntimeException
{
    /** Code => [HTTP status, Mongolian text, English text], word for word as Tamga's own server. */
    private const CATALOGUE = [
        'UNAUTHORIZED' => [401, 'Нэвтэрнэ үү', 'Please sign in', '로그인해 주세요'],
        'FORBIDDEN' => [403, 'Хандах эрх байхгүй байна', 'You do not have access to this', '접근 권한이 없습니다'],
        'NOT_FOUND' => [404, 'Хуудас олдсонгүй', 'The Page can\'t be found', '페이지를 찾을 수 없습니다'],
        'VALIDATION_FAILED' => [400, 'Илгээсэн мэдээлэл буруу байна', 'The data sent is not valid', '보낸 정보가 올바르지 않습니다'],
        'INVALID_JSON' => [
            400,
            'Илгээсэн өгөгдөл зөв JSON биш байна',
            'The request body is not valid JSON',
            '요청 본문이 올바른 JSON이 아닙니다',
        ],
        'RECORD_CHANGED' => [
            409,
            'Бичлэгийг өөр хүн өөрчилсөн байна: дахин ачаалж шалгаад хадгална уу',
            'Someone else changed this record: reload it, check and save again',
            '다른 사람이 이 기록을 변경했습니다. 다시 불러와 확인한 후 다시 저장해 주세요',
        ],
        'PROCESS_NOT_FOUND' => [404, 'Шийдвэрлэлтийн явц олдсонгүй', 'The process does not exist', '처리 과정을 찾을 수 없습니다'],
        'PROCESS_FINISHED' => [
            409,
            'Шийдвэрлэлтийн явц дууссан тул үйлдэл хийх боломжгүй',
            'The process has finished: nothing can be done on it any more',
            '처리 과정이 끝나 더 이상 작업할 수 없습니다',
        ],
        'STEP_NOT_FOUND' => [
            404,
            'Энэ явцад ийм алхам алга',
            'The step is not one of this process',
            '이 처리 과정에 해당 단계가 없습니다',
        ],
        'STEP_ALREADY_DONE' => [
            409,
            'Энэ алхмыг аль хэдийн шийдвэрлэсэн байна: дахин ачаалж шалгана уу',
            'This step has already been acted on: reload to see where the record stands',
            '이 단계는 이미 처리되었습니다. 다시 불러와 현재 상태를 확인해 주세요',
        ],
        'WRONG_STEP_TYPE' => [
            400,
            'Энэ үйлдэл энэ төрлийн алхамд хамаарахгүй',
            'This action does not apply to a step of this type',
            '이 작업은 이 유형의 단계에 해당하지 않습니다',
        ],
        'NOT_STEP_ASSIGNEE' => [
            403,
            'Энэ алхам танд хуваарилагдаагүй байна',
            'This step is not assigned to you',
            '이 단계는 회원님께 배정되지 않았습니다',
        ],
        'STEP_READ_ONLY' => [
            403,
            'Танд энэ бичлэгийг зөвхөн харах эрхтэй алхам оногдсон тул өөрчлөх боломжгүй',
            'Your step on this record only lets you read it: you cannot change it',
            '이 기록에서 회원님의 단계는 보기만 허용되어 변경할 수 없습니다',
        ],
        'NOT_A_VOTER' => [
            403,
            'Та энэ санал хураалтын гишүүн биш байна',
            'You are not a member of this vote',
            '회원님은 이 투표의 위원이 아닙니다',
        ],
        'ALREADY_VOTED' => [409, 'Та санал өгсөн байна', 'You have already voted', '이미 투표하셨습니다'],
        'VOTE_CLOSE_FORBIDDEN' => [
            403,
            'Санал хураалтыг зөвхөн түүнийг бэлтгэсэн хүн эрт хааж болно',
            'Only the one who prepared the vote may close it early',
            '투표를 준비한 사람만 투표를 조기 마감할 수 있습니다',
        ],
        'VOTE_TOO_FEW_VOTES' => [
            409,
            'Санал хураалтыг хаахад хангалттай гишүүн санал өгөөгүй байна',
            'Too few members have voted for the vote to be closed',
            '투표를 마감하기에 투표한 위원이 부족합니다',
        ],
        'SIGNATURE_REQUIRED' => [
            400,
            'Энэ алхамд цахим гарын үсэг шаардлагатай',
            'This step needs an electronic signature',
            '이 단계에는 전자 서명이 필요합니다',
        ],
        'LOGIN_FAILED' => [
            401,
            'Нэвтрэх нэр эсвэл нууц үг буруу байна!',
            'Wrong username or password!',
            '아이디 또는 비밀번호가 올바르지 않습니다!',
        ],
        'LOGIN_LOCKED' => [
            429,
            'Олон удаа буруу оролдсон тул нэвтрэхийг түр хаалаа: хэсэг хугацааны дараа дахин оролдоно уу',
            'Too many failed sign-in attempts: signing in is locked for a while, try again later',
            '로그인 실패가 너무 많아 잠시 로그인이 잠겼습니다. 잠시 후 다시 시도해 주세요',
        ],
        'ACCOUNT_NOT_CONFIRMED' => [
            403,
            'Таны бүртгэл хараахан баталгаажаагүй байна: админ баталгаажуулсны дараа нэвтэрнэ үү',
            'Your registration has not been confirmed yet: you can sign in once an administrator confirms it',
            '가입이 아직 승인되지 않았습니다. 관리자가 승인한 후 로그인해 주세요',
        ],
        'BODY_TOO_LARGE' => [413, 'Илгээсэн өгөгдөл хэт том байна', 'The request body is too large', '요청 본문이 너무 큽니다'],
        'SERVER_ERROR' => [500, 'Уучлаарай, алдаа гарлаа', 'Sorry, an error occurred', '죄송합니다. 오류가 발생했습니다'],
    ];

    /**
     * @param list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}> $issues
     * @param 'body'|'querystring'|null $in
     * @param array{string, string, string}|null $texts Mongolian, English and Korean words of this
     *        occurrence instead of the catalogue's (LOGIN_LOCKED names the minutes left)
     * @param array<string, string> $headers
     */
    public function __construct(
        public readonly string $errorCode,
        public readonly array $issues = [],
        public readonly ?string $in = null,
        public readonly ?array $texts = null,
        public readonly array $headers = [],
    ) {
        parent::__construct($errorCode);
    }

    /**
     * @param list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}> $issues
     * @param 'body'|'querystring' $in
     */
    public static function validation(array $issues, string $in = 'body'): self
    {
        return new self('VALIDATION_FAILED', $issues, $in);
    }

    public function render(): JsonResponse
    {
        [$status, $body] = $this->answer();

        return new JsonResponse($body, $status, $this->headers, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
    }

    /**
     * The HTTP status and the body, without Laravel: what render() sends.
     *
     * @return array{int, array<string, mixed>}
     */
    public function answer(): array
    {
        [$status, $msg, $enMsg, $koMsg] = self::CATALOGUE[$this->errorCode];
        if ($this->texts !== null) {
            [$msg, $enMsg, $koMsg] = $this->texts;
        }
        $body = ['status' => false, 'code' => $this->errorCode, 'msg' => $msg, 'enMsg' => $enMsg, 'koMsg' => $koMsg];
        if ($this->issues !== []) {
            $body['issues'] = $this->issues;
        }
        if ($this->in !== null) {
            $body['in'] = $this->in;
        }

        return [$status, $body];
    }
}
