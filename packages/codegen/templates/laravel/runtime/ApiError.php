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
    private const CATALOGUE = __CATALOGUE__;

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
