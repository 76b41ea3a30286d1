<?php

declare(strict_types=1);

// One guard: the Bearer token's Tamga session (registered in AppServiceProvider).
return [
    'defaults' => [
        'guard' => 'tamga',
    ],
    'guards' => [
        'tamga' => ['driver' => 'tamga-session'],
    ],
];
