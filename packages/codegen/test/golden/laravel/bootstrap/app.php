<?php

declare(strict_types=1);

use Illuminate\Foundation\Application;
use Illuminate\Foundation\Configuration\Exceptions;
use Illuminate\Foundation\Configuration\Middleware;
use Illuminate\Foundation\Http\Middleware\ConvertEmptyStringsToNull;
use Illuminate\Foundation\Http\Middleware\TrimStrings;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Tamga\Api\ApiError;
use Tamga\Api\ErrorRenderer;

return Application::configure(basePath: dirname(__DIR__))
    ->withRouting(
        // The contract's paths are at the root: /records/…, /auth/…, /health.
        api: __DIR__ . '/../routes/api.php',
        apiPrefix: '',
    )
    ->withMiddleware(static function (Middleware $middleware): void {
        // Bodies are validated as sent, as Tamga does: "" is not null and spaces count.
        $middleware->remove([ConvertEmptyStringsToNull::class, TrimStrings::class]);
    })
    ->withExceptions(static function (Exceptions $exceptions): void {
        $exceptions->dontReport(ApiError::class);
        // Every failure answers the contract's error JSON, never Laravel's HTML or its own JSON shape.
        $exceptions->render(
            static fn (Throwable $error, Request $request): JsonResponse => ErrorRenderer::render($error, $request),
        );
    })
    ->create();
