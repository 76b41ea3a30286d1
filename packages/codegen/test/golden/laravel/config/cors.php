<?php

declare(strict_types=1);

// The web origins whose pages may call this server from a browser, with a bearer token: the
// project's cors_origins when it was generated (CORS_ALLOWED_ORIGINS, comma-separated, replaces
// them). No other origin gets a header, and cookies never cross origins, as on Tamga's own server.
// The contract's paths are at the root (Laravel's default covers only api/*).
return [
    'paths' => ['*'],
    'allowed_methods' => ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    'allowed_origins' => array_values(array_filter(explode(',', (string) env('CORS_ALLOWED_ORIGINS', 'https://partner.heritage.example')))),
    'allowed_origins_patterns' => [],
    'allowed_headers' => ['Authorization', 'Content-Type', 'Accept-Language', 'X-Requested-With'],
    'exposed_headers' => ['Retry-After', 'Content-Language'],
    'max_age' => 600,
    'supports_credentials' => false,
];
