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
    private const CATALOGUE = __CATALOGUE__;

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
