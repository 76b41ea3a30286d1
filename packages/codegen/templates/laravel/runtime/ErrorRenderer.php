<?php

declare(strict_types=1);

namespace Tamga\Api;

use Illuminate\Auth\Access\AuthorizationException;
use Illuminate\Auth\AuthenticationException;
use Illuminate\Database\QueryException;
use Illuminate\Http\Exceptions\PostTooLargeException;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Validation\ValidationException;
use Symfony\Component\HttpKernel\Exception\AccessDeniedHttpException;
use Symfony\Component\HttpKernel\Exception\HttpExceptionInterface;
use Throwable;

/**
 * Every failure Laravel meets, as the contract's error JSON. Laravel has by now turned a missing
 * model into a 404 and a refused policy into a 403 HTTP exception; both are mapped here.
 */
final class ErrorRenderer
{
    public static function render(Throwable $error, Request $request): JsonResponse
    {
        return self::toApiError($error, $request)->render();
    }

    private static function toApiError(Throwable $error, Request $request): ApiError
    {
        return match (true) {
            $error instanceof ApiError => $error,
            $error instanceof AuthenticationException => new ApiError('UNAUTHORIZED'),
            $error instanceof AuthorizationException, $error instanceof AccessDeniedHttpException
                => new ApiError($request->user() === null ? 'UNAUTHORIZED' : 'FORBIDDEN'),
            $error instanceof ValidationException => ApiError::validation(
                ValidationIssues::fromFailedRules($error->validator->failed(), $error->validator->getData()),
            ),
            $error instanceof PostTooLargeException => new ApiError('BODY_TOO_LARGE'),
            $error instanceof QueryException => DatabaseErrors::toApiError($error) ?? new ApiError('SERVER_ERROR'),
            $error instanceof HttpExceptionInterface && in_array($error->getStatusCode(), [404, 405], true)
                => new ApiError('NOT_FOUND'),
            default => new ApiError('SERVER_ERROR'),
        };
    }
}
