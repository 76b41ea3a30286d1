<?php

declare(strict_types=1);

return [
    'name' => 'heritage',
    'key' => env('TAMGA_PROJECT_KEY', 'heritage'),
    'title' => 'Соёлын өвийн сан',
    'default_language' => 'mn_MN',
];
