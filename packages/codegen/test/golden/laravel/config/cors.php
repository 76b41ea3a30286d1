<?php

declare(strict_types=1);

// A portal on another origin calls this server, and the contract's paths are at the root
// (Laravel's default covers only api/*).
return [
    'paths' => ['*'],
    'allowed_methods' => ['*'],
    'allowed_origins' => explode(',', (string) env('CORS_ALLOWED_ORIGINS', '*')),
    'allowed_origins_patterns' => [],
    'allowed_headers' => ['*'],
    'exposed_headers' => [],
    'max_age' => 0,
    'supports_credentials' => false,
];
