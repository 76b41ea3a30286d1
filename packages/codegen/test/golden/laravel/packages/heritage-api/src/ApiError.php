<?php

declare(strict_types=1);

namespace Tamga\Api;

use Illuminate\Http\JsonResponse;
use RuntimeException;

/**
 * A failure as the REST contract answers it: the catalogue's HTTP status and
 * {"status": false, "code", "msg", "enMsg", "issues"?, "in"?}. Laravel renders it through render().
 */
final class ApiError extends RuntimeException
{
    /** Code => [HTTP status, Mongolian text, English text], word for word as Tamga's own server. */
    private const CATALOGUE = [
        'UNAUTHORIZED' => [401, 'Нэвтэрнэ үү', 'Please sign in'],
        'FORBIDDEN' => [403, 'Хандах эрх байхгүй байна', 'You do not have access to this'],
        'NOT_FOUND' => [404, 'Хуудас олдсонгүй', 'The Page can\'t be found'],
        'VALIDATION_FAILED' => [400, 'Илгээсэн мэдээлэл буруу байна', 'The data sent is not valid'],
        'INVALID_JSON' => [400, 'Илгээсэн өгөгдөл зөв JSON биш байна', 'The request body is not valid JSON'],
        'RECORD_CHANGED' => [
            409,
            'Бичлэгийг өөр хүн өөрчилсөн байна: дахин ачаалж шалгаад хадгална уу',
            'Someone else changed this record: reload it, check and save again',
        ],
        'PROCESS_NOT_FOUND' => [404, 'Шийдвэрлэлтийн явц олдсонгүй', 'The process does not exist'],
        'LOGIN_FAILED' => [401, 'Нэвтрэх нэр эсвэл нууц үг буруу байна!', 'Wrong username or password!'],
        'BODY_TOO_LARGE' => [413, 'Илгээсэн өгөгдөл хэт том байна', 'The request body is too large'],
        'SERVER_ERROR' => [500, 'Уучлаарай, алдаа гарлаа', 'Sorry, an error occurred'],
    ];

    /**
     * @param list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}> $issues
     * @param 'body'|'querystring'|null $in
     */
    public function __construct(
        public readonly string $errorCode,
        public readonly array $issues = [],
        public readonly ?string $in = null,
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
        [$status, $msg, $enMsg] = self::CATALOGUE[$this->errorCode];
        $body = ['status' => false, 'code' => $this->errorCode, 'msg' => $msg, 'enMsg' => $enMsg];
        if ($this->issues !== []) {
            $body['issues'] = $this->issues;
        }
        if ($this->in !== null) {
            $body['in'] = $this->in;
        }

        return new JsonResponse($body, $status, [], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
    }
}
